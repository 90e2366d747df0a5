import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';

/** The profile could not be read: why, and a button to try again. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div role="alert" className="rounded-2xl border border-danger/50 bg-danger/10 p-5">
      <h2 className="text-lg font-semibold">{t('profile.loadError.title')}</h2>
      <p className="mt-1">{t(errorMessageKey(error))}</p>
      <Button variant="outline" onClick={onRetry} className="mt-4">
        {t('profile.loadError.retry')}
      </Button>
    </div>
  );
}
