import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCancelInterview } from '../api/cancel-interview.ts';

interface CancelInterviewDialogProps {
  applicationId: string;
  /** While the interview form is saving, the button waits. */
  disabled?: boolean;
}

/**
 * Cancel interview, for the restaurant: a button that asks first ("Cancel this interview?"),
 * since the applicant sees the cancellation at once. Once done, a toast says so; the page then
 * shows the application without an interview (its form starts afresh).
 */
export function CancelInterviewDialog({ applicationId, disabled }: CancelInterviewDialogProps) {
  const { t } = useTranslation('applications');
  const mutation = useCancelInterview(applicationId);
  const [open, setOpen] = useState(false);
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) setAlertKey(null);
    setOpen(next);
  };

  const confirm = () => {
    setAlertKey(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: t('applications.interview.cancelled'),
          description: t('applications.interview.cancelDialog.done'),
        });
      },
      onError: (error) => {
        const key = errorMessageKey(error);
        setAlertKey(key);
        toast({
          variant: 'destructive',
          title: t('applications.interview.cancelFailed'),
          description: t(key),
        });
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          {t('applications.interview.cancel')}
        </Button>
      </Dialog.Trigger>
      <DialogPanel
        title={t('applications.interview.cancelDialog.title')}
        description={t('applications.interview.cancelDialog.description')}
      >
        <div className="mt-5">
          <FormAlert id="cancel-interview-alert" message={alertKey ? t(alertKey) : null} />
          <DialogActions
            dismissLabel={t('applications.interview.cancelDialog.keep')}
            confirmLabel={t('applications.interview.cancelDialog.confirm')}
            pendingLabel={t('applications.interview.cancelDialog.cancelling')}
            pending={mutation.isPending}
            onConfirm={confirm}
            destructive
          />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
