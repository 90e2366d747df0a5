import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { forgotPasswordInput } from '@brigade/shared/auth/password-reset';
import type { ForgotPasswordInput } from '@brigade/shared/auth/password-reset';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { ResetLinkSent } from './reset-link-sent.tsx';

const alertId = 'forgot-password-alert';
const fieldNames = ['email'] as const;

/**
 * "Forgot password?": the address to send a reset link to. The answer is the same whether or
 * not an account uses that address, so the page never tells who has an account.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('account');
  const mutation = useRequestPasswordReset();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const emailError = formState.errors.email?.message;

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    mutation.mutate(values, {
      onError: (error) => {
        if (applyFieldErrors(error, setError, fieldNames, (key) => i18n.exists(key))) return;
        setAlertKey(errorMessageKey(error));
      },
    });
  });

  if (mutation.isSuccess) return <ResetLinkSent onSendAnother={() => mutation.reset()} />;

  return (
    <form
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
    >
      <FormField
        id="forgot-password-email"
        label={t('account.fields.email')}
        hint={t('account.forgotPassword.emailHint')}
        error={emailError ? t(emailError) : undefined}
      >
        {(control) => <EmailInput {...control} {...register('email')} autoComplete="email" />}
      </FormField>
      <FormFooter
        alertId={alertId}
        message={alertKey ? t(alertKey) : null}
        pending={mutation.isPending}
        label={t('account.forgotPassword.submit')}
        pendingLabel={t('account.forgotPassword.submitting')}
      />
    </form>
  );
}
