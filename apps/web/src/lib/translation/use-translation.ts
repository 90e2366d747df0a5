/**
 * Texts in components: `const { t, i18n } = useTranslation('jobBoard')`, as with react-i18next.
 * Naming namespaces suspends the component until they are loaded (pages load theirs ahead, so it
 * rarely does); a language change renders every user again, in the new language, once its texts
 * are in.
 */
import { createContext, createElement, use, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { appTranslations } from './app-translations.ts';
import type { TranslationStore } from './translation-store.ts';
import type { TFunction } from './translate.ts';

const TranslationContext = createContext<TranslationStore | undefined>(undefined);

/** Renders `children` with this store's texts (a server render's, in its own language). */
export function TranslationProvider({
  store,
  children,
}: {
  store: TranslationStore;
  children: ReactNode;
}) {
  return createElement(TranslationContext, { value: store }, children);
}

export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: TranslationStore;
} {
  const store = use(TranslationContext) ?? appTranslations();
  const language = useSyncExternalStore(
    store.subscribe,
    () => store.language,
    () => store.language,
  );
  const list =
    namespaces === undefined ? [] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  if (!store.hasLoaded(list)) use(store.loadNamespaces(list));
  const t = useMemo(() => store.fixedT(language), [store, language]);
  return { t, i18n: store };
}
