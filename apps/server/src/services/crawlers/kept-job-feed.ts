import { builtFileFrom, type BuiltFile } from './built-file.ts';
import { generationKey, type Freshness } from './generation-key.ts';
import { jobFeed } from './job-feed.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * `/jobs.xml` built once per generation of the listed jobs (generation-key.ts) and kept gzipped:
 * the whole feed of 100,000 jobs takes seconds to read and compress, so asking for it again,
 * by any number of aggregators at once, must not do that again.
 */
export function keptJobFeed(ctx: AppContext, options: Freshness = {}): () => Promise<BuiltFile> {
  const currentKey = generationKey(ctx, options);
  let kept: { key: string; file: Promise<BuiltFile> } | null = null;
  return async () => {
    const key = await currentKey();
    if (kept?.key !== key) {
      const made = { key, file: builtFileFrom(jobFeed(ctx)) };
      made.file.catch(() => {
        if (kept === made) kept = null;
      });
      kept = made;
    }
    return kept.file;
  };
}
