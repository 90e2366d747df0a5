import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { createAdminInput, type CreateAdminInput } from '@brigade/shared/admin/users';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogPanel } from '../../../../components/ui/dialog-panel.tsx';
import { EmailInput } from '../../../../components/ui/email-input.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../../components/ui/input-classes.ts';
import { PasswordInput } from '../../../../components/ui/password-input.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../../lib/apply-field-errors.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useCreateAdmin } from '../api/change-user.ts';

const fieldNames = ['firstName', 'lastName', 'email', 'password'] as const;
const emptyForm: CreateAdminInput = { firstName: '', lastName: '', email: '', password: '' };

/**
 * "Create admin": another admin account under the sign-up rules (the shared schema judges the
 * form as the server does). A refusal shows under its field or above the buttons, and the
 * dialog keeps what was typed.
 */
export function CreateAdminDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('admin');
  const mutation = useCreateAdmin();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CreateAdminInput>({
    resolver: zodResolver(createAdminInput),
    defaultValues: emptyForm,
  });
  const errorOf = (name: (typeof fieldNames)[number]) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    mutation.mutate(values, {
      onSuccess: (created) => {
        toast({ title: t('admin.users.create.done'), description: created.email });
        onOpenChange(false);
      },
      onError: (error) => {
        if (applyFieldErrors(error, setError, fieldNames, (key) => i18n.exists(key))) return;
        setAlertKey(errorMessageKey(error));
      },
    });
  });

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t('admin.users.create.title')}
        description={t('admin.users.create.description')}
      >
        <form
          noValidate
          aria-busy={mutation.isPending}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5 grid gap-5"
        >
          <FormField
            id="admin-first-name"
            label={t('admin.users.create.firstName')}
            error={errorOf('firstName')}
          >
            {(control) => (
              <input
                {...control}
                {...register('firstName')}
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField
            id="admin-last-name"
            label={t('admin.users.create.lastName')}
            error={errorOf('lastName')}
          >
            {(control) => (
              <input
                {...control}
                {...register('lastName')}
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField
            id="admin-email"
            label={t('admin.users.create.email')}
            error={errorOf('email')}
          >
            {(control) => <EmailInput {...control} {...register('email')} autoComplete="off" />}
          </FormField>
          <FormField
            id="admin-password"
            label={t('admin.users.create.password')}
            hint={t('admin.users.create.passwordHint')}
            error={errorOf('password')}
          >
            {(control) => (
              <PasswordInput
                {...control}
                registration={register('password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <div>
            <FormAlert id="create-admin-alert" message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={mutation.isPending}>
                  {t('admin.users.create.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending
                  ? t('admin.users.create.creating')
                  : t('admin.users.create.submit')}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
