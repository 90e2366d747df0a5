import { useEffect, useRef } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * What "Forgot password?" answers, the same for every address. Focus moves to the message so a
 * screen reader reads it at once.
 */
export function ResetLinkSent({ onSendAnother }: { onSendAnother: () => void }) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Send aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t('account.forgotPassword.sentTitle')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('account.forgotPassword.sentBody')}</p>
        </div>
      </div>
      <Button variant="outline" onClick={onSendAnother} className="w-full sm:w-auto">
        {t('account.forgotPassword.sendAnother')}
      </Button>
    </div>
  );
}
