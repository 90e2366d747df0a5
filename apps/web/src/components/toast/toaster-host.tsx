import { lazy, Suspense } from 'react';
import { EmptyToastRegion } from './empty-toast-region.tsx';
import { loadToaster } from './load-toaster.ts';
import { useToasts } from './use-toasts.ts';

const LazyToaster = lazy(loadToaster);

/**
 * Mounts the toaster (and its F8 region) while there is a toast to show; until then a light
 * region of the same name answers F8.
 */
export function ToasterHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return <EmptyToastRegion />;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
