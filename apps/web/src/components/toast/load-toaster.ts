import type { ComponentType } from 'react';

let loading: Promise<{ default: ComponentType }> | undefined;

/**
 * The Radix toaster's code, fetched the first time a toast is raised rather than with the first
 * page (most visits never see a toast). Features that may need to report a failure while the
 * network is down call this ahead of time, see preloadToaster().
 */
export function loadToaster(): Promise<{ default: ComponentType }> {
  loading ??= import('./toaster.tsx').then(
    (module) => ({ default: module.Toaster }),
    (error: unknown) => {
      console.error('The toaster could not be loaded', error);
      loading = undefined;
      return { default: () => null };
    },
  );
  return loading;
}

/** Fetches the toaster's code now, so a later toast shows even if the network has gone. */
export function preloadToaster(): void {
  void loadToaster();
}
