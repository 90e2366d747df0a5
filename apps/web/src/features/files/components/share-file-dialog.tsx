import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { z } from 'zod';
import {
  filePermissions,
  fileShareInput,
  type FileShareInput,
  type StoredFileView,
} from '@brigade/shared/files/stored-file';
import { Button } from '../../../components/ui/button.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { useRevokeShare, useShareFile } from '../api/change-file.ts';
import { shareEntries } from '../share-list.ts';

interface ShareFileDialogProps {
  file: StoredFileView;
  onOpenChange: (open: boolean) => void;
}

const emailFieldNames = ['email', 'permissions'] as const;

/**
 * Shares a file with another user by e-mail address, with what they may do (read always), and
 * lists who has access now, each with a way to take it back.
 */
export function ShareFileDialog({ file: initial, onOpenChange }: ShareFileDialogProps) {
  const { t, i18n } = useTranslation('files');
  // The dialog shows the file as the last answer left it (the lists refresh behind it).
  const [file, setFile] = useState(initial);
  const share = useShareFile(file.id);
  const revoke = useRevokeShare(file.id);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  // Said inside the dialog: while it is open, the page behind it (toasts too) is hidden from
  // assistive technology.
  const [status, setStatus] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof fileShareInput>,
    unknown,
    FileShareInput
  >({ resolver: zodResolver(fileShareInput), defaultValues: { email: '', permissions: [] } });
  const emailError = formState.errors.email?.message;
  const pending = share.isPending || revoke.isPending;

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    setStatus(null);
    share.mutate(values, {
      onSuccess: (answer) => {
        setFile(answer);
        reset();
        setStatus(t('files.share.done', { email: values.email }));
      },
      onError: (error) => {
        if (applyFieldErrors(error, setError, emailFieldNames, (key) => i18n.exists(key))) return;
        setAlertKey(errorMessageKey(error));
      },
    });
  });

  const entries = shareEntries(file);
  // The owner's answer names everyone; a person whose account is gone has no name left.
  const who = (userId: string, index: number) =>
    file.sharedPeople.find((person) => person.userId === userId)?.email ??
    t('files.share.someone', { number: index + 1 });

  return (
    <Dialog.Root open onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogPanel title={t('files.share.title')} description={file.fileName}>
        <form
          noValidate
          aria-busy={share.isPending}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5 grid gap-5"
        >
          <FormField
            id="share-email"
            label={t('files.share.email')}
            error={emailError ? t(emailError) : undefined}
          >
            {(control) => (
              <input
                {...control}
                {...register('email')}
                type="email"
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          <fieldset>
            <legend className="text-sm font-semibold">{t('files.share.permissions')}</legend>
            <div className="mt-1 grid gap-1">
              {filePermissions.map((permission) => (
                <label key={permission} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    value={permission}
                    // Anyone a file is shared with may read it (spec section 6).
                    disabled={permission === 'read'}
                    {...(permission === 'read' ? { checked: true, readOnly: true } : {})}
                    {...(permission === 'read' ? {} : register('permissions'))}
                    className="size-5 accent-primary"
                  />
                  <span>{t(`files.share.permission.${permission}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <p role="status" className="mb-3 text-sm font-medium empty:hidden">
              {status}
            </p>
            <FormAlert id="share-file-alert" message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={pending}>
                  {t('files.share.close')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {share.isPending ? t('files.share.sharing') : t('files.share.submit')}
              </Button>
            </div>
          </div>
        </form>
        <section
          aria-labelledby="share-current-heading"
          className="mt-6 border-t border-border pt-4"
        >
          <h3 id="share-current-heading" className="font-semibold">
            {t('files.share.current')}
          </h3>
          {entries.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('files.share.none')}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {entries.map((entry, index) => (
                <li
                  key={entry.userId}
                  className="flex flex-wrap items-center justify-between gap-2"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-all">{who(entry.userId, index)}</p>
                    <p className="text-sm text-muted-foreground">
                      {entry.permissions
                        .map((permission) => t(`files.share.permission.${permission}`))
                        .join(', ')}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    disabled={pending}
                    aria-label={t('files.share.revoke', { who: who(entry.userId, index) })}
                    onClick={() =>
                      revoke.mutate(entry.userId, {
                        onSuccess: (answer) => {
                          setFile(answer);
                          setStatus(t('files.share.revoked'));
                        },
                        onError: (error) => setAlertKey(errorMessageKey(error)),
                      })
                    }
                  >
                    {t('files.share.revokeShort')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogPanel>
    </Dialog.Root>
  );
}
