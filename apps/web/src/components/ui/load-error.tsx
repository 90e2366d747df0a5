import { useTranslation } from '../../lib/translation/use-translation.ts';
import { errorMessageKey } from '../../lib/api-error.ts';
import { Button } from './button.tsx';

interface LoadErrorProps {
  /** Already translated: what could not be loaded. */
  title: string;
  /** Already translated. */
  retryLabel: string;
  error: unknown;
  onRetry: () => void;
}

/** Something could not be loaded: what, why (the error's message) and a button to try again. */
export function LoadError({ title, retryLabel, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-danger/50 bg-danger/10 p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1">{t(errorMessageKey(error))}</p>
      <Button variant="outline" onClick={onRetry} className="mt-4">
        {retryLabel}
      </Button>
    </div>
  );
}
