import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { FormAlert } from '../../auth/components/form-alert.tsx';
import { toast } from '../../toast/toast-store.ts';
import { useApply } from '../api/apply-to-job.ts';

interface ApplyDialogProps {
  jobId: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful application (e.g. to show "Applied" and a link to it). */
  onApplied?: (applicationId: string) => void;
}

/**
 * Apply to a job, with an optional cover note to the venue. The caller owns the trigger (the
 * job page's Apply button) and must load the `applications` namespace with its page. A refusal
 * (already applied, no resume yet, job closed) stays in the dialog with its message; without a
 * resume it links to Create Resume.
 */
export function ApplyDialog({ jobId, jobTitle, open, onOpenChange, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation('applications');
  const mutation = useApply(jobId);
  const [coverNote, setCoverNote] = useState('');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const needsResume =
    mutation.error instanceof ApiError && mutation.error.code === 'resume_required';

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      setAlertKey(null);
      mutation.reset();
    }
    onOpenChange(next);
  };

  const submit = () => {
    setAlertKey(null);
    mutation.mutate(
      { coverNote },
      {
        onSuccess: ({ id }) => {
          onOpenChange(false);
          setCoverNote('');
          toast({
            title: t('applications.apply.done.title'),
            description: t('applications.apply.done.description', { job: jobTitle }),
          });
          onApplied?.(id);
        },
        onError: (error) => setAlertKey(errorMessageKey(error)),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-background p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-xl font-semibold">
            {t('applications.apply.title', { job: jobTitle })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted-foreground">
            {t('applications.apply.description')}
          </Dialog.Description>
          <div className="mt-5 grid gap-5">
            <FormField
              id="apply-cover-note"
              label={t('applications.apply.coverNote')}
              hint={t('applications.apply.coverNoteHint')}
            >
              {(props) => (
                <textarea
                  {...props}
                  value={coverNote}
                  onChange={(event) => setCoverNote(event.target.value)}
                  rows={5}
                  maxLength={2000}
                  className={inputClasses}
                />
              )}
            </FormField>
            <div>
              <FormAlert id="apply-alert" message={alertKey ? t(alertKey) : null} />
              {needsResume ? (
                <p className="mb-4">
                  <Link
                    to={paths.applicant.createResume}
                    className="font-medium underline underline-offset-4"
                  >
                    {t('applications.apply.createResume')}
                  </Link>
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline" disabled={mutation.isPending}>
                    {t('applications.apply.cancel')}
                  </Button>
                </Dialog.Close>
                <Button disabled={mutation.isPending} onClick={submit}>
                  {mutation.isPending
                    ? t('applications.apply.sending')
                    : t('applications.apply.send')}
                </Button>
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
