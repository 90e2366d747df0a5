import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { appTranslations } from '../lib/translation/app-translations.ts';
import type { PageNamespace } from '../lib/locale-namespaces.ts';

/**
 * Loaded with every page: form messages (`validation`, and `storedFiles` for a stored file's
 * fields) and why a request failed (`errors`), which any page may show. Home, the one page in
 * the first download, shows neither, so they stay out of it.
 */
const everyPageNamespaces: readonly PageNamespace[] = ['validation', 'storedFiles', 'errors'];

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  /** Loads the page's code and texts; once done, it renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a named export: each page becomes its own chunk, loaded on first visit
 * together with (in parallel, not one after the other) the texts it shows.
 *
 * `preload` exists for server-rendered pages: loaded before hydration, the page hydrates in the
 * same pass as the shell around it, rather than later, when the shell's own queries (the
 * session) may already have changed what it would render.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  namespaces: readonly PageNamespace[],
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadPage = () => {
    loading ??= Promise.all([
      load(),
      appTranslations().loadNamespaces([...namespaces, ...everyPageNamespaces]),
    ]).then(([module]) => (loaded = module[name]));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  function Page(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Page, { preload: loadPage });
}
