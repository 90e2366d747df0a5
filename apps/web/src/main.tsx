// First: zod must be jitless before any module makes a schema (see lib/zod-config.ts).
import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initTheme } from './features/theme/theme-store.ts';
import { initI18n } from './lib/i18n.ts';
import './styles/globals.css';

// The theme goes on <html> before anything renders; with no inline script allowed by the CSP,
// this module is the earliest place to do it.
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Render once the visitor's language is loaded, so the first paint is already in that language.
void initI18n()
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
