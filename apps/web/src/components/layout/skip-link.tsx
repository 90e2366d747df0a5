import { useTranslation } from '../../lib/translation/use-translation.ts';

export const mainContentId = 'main-content';

/** First focusable element on every page: jumps past the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainContentId}`}
      onClick={(event) => {
        // Move focus without adding a #main-content entry to the history (Back stays useful).
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      {t('common.skipToContent')}
    </a>
  );
}
