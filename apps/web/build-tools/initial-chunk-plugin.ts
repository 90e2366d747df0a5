/**
 * Puts every module the entry reaches through static imports into one chunk, so what the first
 * page needs downloads as one file. Left alone, the bundler moves modules shared with lazy
 * chunks (React, i18next, Radix…) into several small common chunks, which compress worse and
 * cost ~1.5 KB more gzipped on the first load. Lazy chunks import what they need from it.
 *
 * Use: plugins: [initialChunkPlugin()], and codeSplitting.groups: [{ name, test: isInitialModule }].
 */
import type { Plugin } from 'vite';

const initialModules = new Set<string>();

export function isInitialModule(id: string): boolean {
  return initialModules.has(id);
}

export function initialChunkPlugin(): Plugin {
  return {
    name: 'brigade-initial-chunk',
    apply: 'build',
    // The module graph is complete here and chunks are not made yet.
    buildEnd() {
      initialModules.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop();
        if (id === undefined || initialModules.has(id)) continue;
        initialModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
