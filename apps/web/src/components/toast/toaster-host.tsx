import { lazy, Suspense } from 'react';
import { loadToaster } from './load-toaster.ts';
import { useToasts } from './use-toasts.ts';

const LazyToaster = lazy(loadToaster);

/** Mounts the toaster (and its F8 region) while there is a toast to show. */
export function ToasterHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
