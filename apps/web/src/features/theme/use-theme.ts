import { useSyncExternalStore } from 'react';
import {
  getThemePreference,
  resolvedTheme,
  setThemePreference,
  subscribeToTheme,
} from './theme-store.ts';

/** The theme preference, the theme actually shown, and a setter; re-renders on any change. */
export function useTheme() {
  const preference = useSyncExternalStore(
    subscribeToTheme,
    getThemePreference,
    () => 'system' as const,
  );
  const resolved = useSyncExternalStore(subscribeToTheme, resolvedTheme, () => 'light' as const);
  return { preference, resolved, setPreference: setThemePreference };
}
