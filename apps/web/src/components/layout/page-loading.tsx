import { useTranslation } from '../../lib/translation/use-translation.ts';

/** Shown while a page's code is on its way (pages are split into their own chunks). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-6xl flex-1 items-center justify-center px-4 py-24"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
