import { useEffect } from 'react';
import { useTranslation } from './translation/use-translation.ts';

/** Sets the tab title to "{page} · Brigade". */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('meta.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
