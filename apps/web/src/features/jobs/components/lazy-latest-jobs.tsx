import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { appTranslations } from '../../../lib/translation/app-translations.ts';

// The home page ships in the first download (decision 005): its latest-jobs list, the texts it
// shows and the query behind it come after, in a chunk of their own. If that chunk cannot be
// fetched the home page simply goes without the list.
const LatestJobsSection = lazy((): Promise<{ default: ComponentType }> =>
  Promise.all([import('./latest-jobs-section.tsx'), appTranslations().loadNamespaces(['jobCard'])])
    .then(([module]) => ({ default: module.LatestJobsSection }))
    .catch(() => ({ default: () => null })),
);

/** The home page's "Latest jobs", loaded on demand; the space it takes is kept while it loads. */
export function LazyLatestJobs() {
  return (
    <Suspense fallback={<div className="min-h-96" />}>
      <LatestJobsSection />
    </Suspense>
  );
}
