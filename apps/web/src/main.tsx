// First: zod must be jitless before any module makes a schema (see lib/zod-config.ts).
import './lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@brigade/shared/languages';
import { App } from './app/app.tsx';
import { preloadServerRenderedPage } from './app/app-routes.tsx';
import { queryClient } from './app/query-client.ts';
import { hydrateServerState } from './app/server-rendered-state.ts';
import { initTheme } from './features/theme/theme-store.ts';
import { detectLanguage, initI18n } from './lib/i18n.ts';
import { appTranslations } from './lib/translation/app-translations.ts';
import './styles/globals.css';

// The theme goes on <html> before anything renders; with no inline script allowed by the CSP,
// this module is the earliest place to do it.
initTheme();

// The service worker (offline shell, installable app): production only, fetched once the page
// has loaded so it never competes with the first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/register-service-worker.ts').then((module) =>
      module.registerServiceWorker(),
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A server-rendered page (/, /jobs, /jobs/:id, /venues/:id) is hydrated in the language it was rendered in,
// with the data it was rendered with; should the visitor's language differ, it switches after.
const serverRendered = hydrateServerState(queryClient);
const pageLanguage = document.documentElement.lang;
const language = serverRendered && isLanguage(pageLanguage) ? pageLanguage : detectLanguage();

// Render once the visitor's language is loaded, so the first paint is already in that language.
void initI18n(language)
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .then(() => (serverRendered ? preloadServerRenderedPage(location.pathname) : undefined))
  .catch((error: unknown) => console.error('The page failed to load', error))
  .then(() => {
    const app = (
      <StrictMode>
        <App serverRenderedAt={serverRendered?.renderedAt} />
      </StrictMode>
    );
    if (!serverRendered) {
      createRoot(container).render(app);
      return;
    }
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for its whole length: the page stays responsive while it hydrates
    // (a phone's Total Blocking Time on /jobs), and React replays a tap made meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    const wanted = detectLanguage();
    if (wanted !== language) void appTranslations().changeLanguage(wanted);
  });
