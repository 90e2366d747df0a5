import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

/**
 * Withdraw, for the applicant: a button that opens a confirmation with an optional note to the
 * venue. The application then shows as Withdrawn, for good.
 */
export function WithdrawDialog({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applications');
  const mutation = useChangeApplicationStatus(applicationId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) setAlertKey(null);
    setOpen(next);
  };

  const confirm = () => {
    setAlertKey(null);
    mutation.mutate(
      { status: 'Withdrawn', note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          toast({
            title: t('applications.withdraw.done.title'),
            description: t('applications.withdraw.done.description'),
          });
        },
        onError: (error) => {
          const key = errorMessageKey(error);
          setAlertKey(key);
          toast({
            variant: 'destructive',
            title: t('applications.withdraw.failed'),
            description: t(key),
          });
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">{t('applications.withdraw.open')}</Button>
      </Dialog.Trigger>
      <DialogPanel
        title={t('applications.withdraw.title')}
        description={t('applications.withdraw.description')}
      >
        <div className="mt-5 grid gap-5">
          <TextareaField
            id="withdraw-note"
            label={t('applications.withdraw.note')}
            hint={t('applications.noteHint')}
            value={note}
            onChange={setNote}
            rows={3}
            maxLength={1000}
          />
          <div>
            <FormAlert id="withdraw-alert" message={alertKey ? t(alertKey) : null} />
            <DialogActions
              dismissLabel={t('applications.withdraw.keep')}
              confirmLabel={t('applications.withdraw.confirm')}
              pendingLabel={t('applications.withdraw.withdrawing')}
              pending={mutation.isPending}
              onConfirm={confirm}
              destructive
            />
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
