import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';

/** Inside a dashboard card: a small spinner while loading. */
export function CardLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-muted border-t-primary"
      />
      {t('common.loading')}
    </p>
  );
}

/** Inside a dashboard card: why it could not be loaded, and Try again. */
export function CardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('applicantDashboard');
  return (
    <div role="alert">
      <p>{t(errorMessageKey(error))}</p>
      <Button variant="outline" onClick={onRetry} className="mt-3">
        {t('applicantDashboard.retry')}
      </Button>
    </div>
  );
}
