import { paths } from '@brigade/shared/routes';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
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

interface CardErrorProps {
  /** Already translated: what could not be loaded, above the reason, where the card says so. */
  title?: string;
  error: unknown;
  onRetry: () => void;
}

/** Inside a dashboard card: why it could not be loaded, and Try again. */
export function CardError({ title, error, onRetry }: CardErrorProps) {
  const { t } = useTranslation('applicantDashboard');
  return (
    <div role="alert">
      {title ? <p className="font-medium">{title}</p> : null}
      <p className={title ? 'text-muted-foreground' : undefined}>{t(errorMessageKey(error))}</p>
      <Button variant="outline" onClick={onRetry} className="mt-3">
        {t('applicantDashboard.retry')}
      </Button>
    </div>
  );
}

/** Inside a dashboard card: nothing to show yet (already translated), and the way to Browse Jobs. */
export function CardEmpty({ message, browseLabel }: { message: string; browseLabel: string }) {
  return (
    <div>
      <p className="text-muted-foreground">{message}</p>
      <ButtonLink to={paths.jobs} className="mt-3">
        {browseLabel}
      </ButtonLink>
    </div>
  );
}
