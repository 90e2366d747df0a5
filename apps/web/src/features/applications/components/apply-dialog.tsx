import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useApply } from '../api/apply-to-job.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

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
      <DialogPanel
        title={t('applications.apply.title', { job: jobTitle })}
        description={t('applications.apply.description')}
      >
        <div className="mt-5 grid gap-5">
          <TextareaField
            id="apply-cover-note"
            label={t('applications.apply.coverNote')}
            hint={t('applications.apply.coverNoteHint')}
            value={coverNote}
            onChange={setCoverNote}
            rows={5}
            maxLength={2000}
          />
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
            <DialogActions
              dismissLabel={t('applications.apply.cancel')}
              confirmLabel={t('applications.apply.send')}
              pendingLabel={t('applications.apply.sending')}
              pending={mutation.isPending}
              onConfirm={submit}
            />
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
