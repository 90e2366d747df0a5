import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobAlertInput, type JobAlertQuery } from '@brigade/shared/jobs/job-alerts';
import type { MailFrequency } from '@brigade/shared/notifications/mail-topics';
import { Button } from '../../../components/ui/button.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCreateJobAlert } from '../api/job-alerts.ts';
import { alertSummary, suggestedAlertName } from '../alert-text.ts';
import { FrequencyChoice } from './frequency-choice.tsx';

interface CreateAlertDialogProps {
  /** The search to watch: the page's filters (at least one). */
  query: JobAlertQuery;
  onOpenChange: (open: boolean) => void;
}

/**
 * Saves the current search as a job alert: its name (suggested from the filters) and how often
 * to mail. A refusal of the name shows under it; any other (the limit, the network) in the dialog
 * and a toast, so the person can try again or close it.
 */
export function CreateAlertDialog({ query, onOpenChange }: CreateAlertDialogProps) {
  const { t, i18n } = useTranslation('jobAlerts');
  const mutation = useCreateJobAlert();
  const [name, setName] = useState(() => suggestedAlertName(query, t));
  const [frequency, setFrequency] = useState<MailFrequency>('instant');
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
      { name: checked.data, query, frequency },
      {
        onSuccess: (alert) => {
          toast({
            title: t('jobAlerts.create.done'),
            description: t('jobAlerts.create.doneDetail', { name: alert.name }),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.name : undefined;
          if (field) {
            setNameError(i18n.exists(field.key) ? field.key : field.message);
            return;
          }
          setAlertKey(errorMessageKey(error));
          toast({
            variant: 'destructive',
            title: t('jobAlerts.create.failed'),
            description: t(errorMessageKey(error)),
          });
        },
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t('jobAlerts.create.title')}
        description={
          <>
            {t('jobAlerts.create.description')}{' '}
            <span className="font-medium text-foreground">
              {alertSummary(query, t, i18n.language)}
            </span>
          </>
        }
      >
        <form
          noValidate
          aria-busy={mutation.isPending}
          onSubmit={submit}
          className="mt-5 grid gap-5"
        >
          <FormField
            id="job-alert-name"
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
          <FrequencyChoice
            value={frequency}
            onChange={setFrequency}
            disabled={mutation.isPending}
          />
          <div>
            <FormAlert id="create-alert-alert" message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={mutation.isPending}>
                  {t('jobAlerts.create.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('jobAlerts.create.creating') : t('jobAlerts.create.submit')}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
