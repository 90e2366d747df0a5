import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { z } from 'zod';
import {
  jobModerationInput,
  moderationReasonMax,
  type JobModerationInput,
  type ModerationAction,
} from '@brigade/shared/admin/job-moderation';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogPanel } from '../../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../../lib/apply-field-errors.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useModerateJob } from '../api/moderate-job.ts';

interface ModerationDialogProps {
  job: { id: string; title: string };
  action: ModerationAction;
  onClose: () => void;
}

const fieldNames = ['reason'] as const;

/**
 * Close or remove a job, with the reason its restaurant will read (required, the shared schema
 * judges it here and on the server). A refusal keeps the dialog open with what was typed.
 */
export function ModerationDialog({ job, action, onClose }: ModerationDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const mutation = useModerateJob();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof jobModerationInput>,
    unknown,
    JobModerationInput
  >({ resolver: zodResolver(jobModerationInput), defaultValues: { action, reason: '' } });
  const reasonError = formState.errors.reason?.message;

  const onSubmit = handleSubmit((input) => {
    setAlertKey(null);
    mutation.mutate(
      { id: job.id, input },
      {
        onSuccess: () => {
          toast({ title: t(`admin.listings.${action}.done`, { title: job.title }) });
          onClose();
        },
        onError: (error) => {
          if (applyFieldErrors(error, setError, fieldNames, (key) => i18n.exists(key))) return;
          setAlertKey(errorMessageKey(error));
        },
      },
    );
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogPanel
        title={t(`admin.listings.${action}.title`, { title: job.title })}
        description={t(`admin.listings.${action}.description`)}
      >
        <form
          noValidate
          aria-busy={mutation.isPending}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5 grid gap-5"
        >
          <FormField
            id="moderation-reason"
            label={t('admin.listings.reason')}
            hint={t('admin.listings.reasonHint', { max: moderationReasonMax })}
            error={reasonError ? t(reasonError) : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                {...register('reason')}
                rows={4}
                maxLength={moderationReasonMax}
                className={inputClasses}
              />
            )}
          </FormField>
          <div>
            <FormAlert id="moderation-alert" message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={mutation.isPending}>
                  {t('admin.listings.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={mutation.isPending}>
                {mutation.isPending
                  ? t('admin.listings.working')
                  : t(`admin.listings.${action}.confirm`)}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
