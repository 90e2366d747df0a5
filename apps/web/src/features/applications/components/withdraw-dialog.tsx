import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { FormAlert } from '../../auth/components/form-alert.tsx';
import { toast } from '../../toast/toast-store.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';

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
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-background p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-xl font-semibold">
            {t('applications.withdraw.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted-foreground">
            {t('applications.withdraw.description')}
          </Dialog.Description>
          <div className="mt-5 grid gap-5">
            <FormField
              id="withdraw-note"
              label={t('applications.withdraw.note')}
              hint={t('applications.noteHint')}
            >
              {(props) => (
                <textarea
                  {...props}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  rows={3}
                  maxLength={1000}
                  className={inputClasses}
                />
              )}
            </FormField>
            <div>
              <FormAlert id="withdraw-alert" message={alertKey ? t(alertKey) : null} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline" disabled={mutation.isPending}>
                    {t('applications.withdraw.keep')}
                  </Button>
                </Dialog.Close>
                <Button variant="destructive" disabled={mutation.isPending} onClick={confirm}>
                  {mutation.isPending
                    ? t('applications.withdraw.withdrawing')
                    : t('applications.withdraw.confirm')}
                </Button>
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
