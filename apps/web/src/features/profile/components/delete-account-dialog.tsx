import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { z } from 'zod';
import { deleteAccountInput } from '@brigade/shared/auth/delete-account';
import type { DeleteAccountInput } from '@brigade/shared/auth/delete-account';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForgetSessionOnLeave } from '../../session/index.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';

const alertId = 'delete-account-alert';
const fieldNames = ['password'] as const;

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** False for a social-only account: no password; a recent sign-in is the proof. */
  hasPassword: boolean;
}

/**
 * Confirms account deletion with the current password (or, for an account that signs in only
 * through its social provider, with a recent sign-in). A wrong password is shown under the field
 * and the dialog stays open; on success a toast, the home page, and the session forgotten.
 */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword }: DeleteAccountDialogProps) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const mutation = useDeleteAccount();
  const sessionEnded = useForgetSessionOnLeave();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof deleteAccountInput>,
    unknown,
    DeleteAccountInput
  >({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: '' },
  });
  const passwordError = formState.errors.password?.message;

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    if (hasPassword && !values.password) {
      setError('password', { message: 'auth.passwordRequired' }, { shouldFocus: true });
      return;
    }
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('profile.deleteAccount.doneTitle'),
          description: t('profile.deleteAccount.doneDescription'),
        });
        sessionEnded();
        void navigate(paths.home);
      },
      onError: (error) => {
        if (applyFieldErrors(error, setError, fieldNames, (key) => i18n.exists(key))) return;
        setAlertKey(errorMessageKey(error));
      },
    });
  });

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return; // the request is on its way: its answer decides
    if (!next) {
      reset();
      setAlertKey(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <DialogPanel
        title={t('profile.deleteAccount.title')}
        description={
          hasPassword
            ? t('profile.deleteAccount.description')
            : t('profile.deleteAccount.descriptionSocial')
        }
      >
        <form
          noValidate
          aria-busy={mutation.isPending}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5 grid gap-5"
        >
          {hasPassword ? (
            <FormField
              id="delete-account-password"
              label={t('profile.deleteAccount.password')}
              error={passwordError ? t(passwordError) : undefined}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  registration={register('password')}
                  autoComplete="current-password"
                />
              )}
            </FormField>
          ) : null}
          <div>
            <FormAlert id={alertId} message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={mutation.isPending}>
                  {t('profile.deleteAccount.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={mutation.isPending}>
                {mutation.isPending
                  ? t('profile.deleteAccount.deleting')
                  : t('profile.deleteAccount.confirm')}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
