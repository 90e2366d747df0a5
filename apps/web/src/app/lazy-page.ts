import { lazy } from 'react';
import type { ComponentType } from 'react';
import i18next from 'i18next';
import type { PageNamespace } from '../lib/locale-namespaces.ts';

/**
 * React.lazy for a named export: each page becomes its own chunk, loaded on first visit
 * together with (in parallel, not one after the other) the texts it shows.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  namespaces: readonly PageNamespace[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), i18next.loadNamespaces([...namespaces])]);
    return { default: module[name] };
  });
}
