import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';
import { StatusBadge } from './status-badge.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

/**
 * The restaurant's status control: only the moves the shared map allows from here
 * (`nextStatuses`), with an optional note the applicant sees in the timeline.
 */
export function StatusControl({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const mutation = useChangeApplicationStatus(application.id);
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [note, setNote] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const choices = application.nextStatuses;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === '') {
      setErrorKey('applications.status.choose');
      return;
    }
    setErrorKey(null);
    mutation.mutate(
      { status, note },
      {
        onSuccess: (detail) => {
          setStatus('');
          setNote('');
          toast({
            title: t('applications.status.done'),
            description: t('applications.status.doneBody', {
              status: t(`applications.statuses.${detail.status}`),
            }),
          });
        },
        onError: (error) => {
          const key = errorMessageKey(error);
          setErrorKey(key);
          toast({
            variant: 'destructive',
            title: t('applications.status.failed'),
            description: t(key),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2">
        {t('applications.status.current')} <StatusBadge status={application.status} />
      </p>
      {choices.length === 0 ? (
        <p className="text-muted-foreground">{t('applications.status.final')}</p>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={mutation.isPending} className="grid gap-4">
          <FormField
            id="application-next-status"
            label={t('applications.status.next')}
            error={errorKey ? t(errorKey) : undefined}
          >
            {(props) => (
              <select
                {...props}
                value={status}
                onChange={(event) =>
                  setStatus(choices.find((choice) => choice === event.target.value) ?? '')
                }
                className={inputClasses}
              >
                <option value="">{t('applications.status.placeholder')}</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`applications.statuses.${choice}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextareaField
            id="application-status-note"
            label={t('applications.status.note')}
            hint={t('applications.noteHint')}
            value={note}
            onChange={setNote}
            rows={2}
            maxLength={1000}
          />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('applications.status.saving') : t('applications.status.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
