import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobAlertInput, type JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeJobAlert } from '../api/job-alerts.ts';

interface RenameAlertDialogProps {
  alert: JobAlertView;
  onOpenChange: (open: boolean) => void;
}

/** A new name for an alert (1–80 characters); a refusal stays in the dialog. */
export function RenameAlertDialog({ alert, onOpenChange }: RenameAlertDialogProps) {
  const { t } = useTranslation('jobAlerts');
  const mutation = useChangeJobAlert(alert.id);
  const [name, setName] = useState(alert.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlertKey(null);
    const checked = jobAlertInput.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? 'jobAlerts.validation.nameRequired');
      return;
    }
    setNameError(null);
    mutation.mutate(
      { name: checked.data },
      {
        onSuccess: (renamed) => {
          toast({ title: t('jobAlerts.toast.renamed'), description: renamed.name });
          onOpenChange(false);
        },
        onError: (error) => {
          setAlertKey(errorMessageKey(error));
          toast({
            variant: 'destructive',
            title: t('jobAlerts.toast.changeFailed'),
            description: t(errorMessageKey(error)),
          });
        },
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel title={t('jobAlerts.rename.title')} description={alert.name}>
        <form
          noValidate
          aria-busy={mutation.isPending}
          onSubmit={submit}
          className="mt-5 grid gap-5"
        >
          <FormField
            id="rename-alert-name"
            label={t('jobAlerts.create.name')}
            error={nameError ? t(nameError) : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={80}
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          <div>
            <FormAlert id="rename-alert-alert" message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={mutation.isPending}>
                  {t('jobAlerts.rename.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('jobAlerts.rename.saving') : t('jobAlerts.rename.save')}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
