/**
 * The theme preference (light, dark or system) and its effect on the page: the `dark` (or
 * `light`) class and `color-scheme` on <html>. Kept outside React so main.tsx can apply it
 * before the first render (the CSP allows no inline script), and shared with components via
 * useTheme().
 */
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

export const themeStorageKey = 'brigade.theme';

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

function readStoredPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

let preference: ThemePreference = 'system';

function systemTheme(): ResolvedTheme {
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

export function resolvedTheme(): ResolvedTheme {
  return preference === 'system' ? systemTheme() : preference;
}

function apply(): void {
  const theme = resolvedTheme();
  const root = document.documentElement;
  // Colours switch at once rather than fade (links and buttons have colour transitions): the
  // class holds transitions off (globals.css) while a forced layout computes every element's new
  // colours. Else a server-rendered page, drawn light, would fade to dark for 150 ms on load.
  root.classList.add('theme-changing');
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
  void root.offsetHeight;
  setTimeout(() => root.classList.remove('theme-changing'), 0);
  listeners.forEach((listener) => listener());
}

/** Applies the stored preference and follows the system setting and other tabs from then on. */
export function initTheme(): void {
  preference = readStoredPreference();
  apply();
  window.matchMedia(darkQuery).addEventListener('change', () => {
    if (preference === 'system') apply();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== themeStorageKey) return;
    preference = readStoredPreference();
    apply();
  });
}

export function getThemePreference(): ThemePreference {
  return preference;
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    localStorage.setItem(themeStorageKey, next);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  apply();
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
