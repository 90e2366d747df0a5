import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { joinFeedback } from '@brigade/shared/auth/password-strength';
import { paths } from '@brigade/shared/routes';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { checkNewPassword } from '../check-new-password.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

const alertId = 'reset-password-alert';
const strengthId = 'reset-password-strength';
const fieldNames = ['password'] as const;

interface ResetPasswordFormProps {
  token: string;
  /** The server refused the link (unknown, used or expired). */
  onInvalidLink: () => void;
}

/**
 * A new password for the account of a reset link, under the sign-up rules (checked here first,
 * then by the server). On success: a toast, and on to the sign-in page.
 */
export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  // The rules' message is made of several keys (strength messages joined with periods).
  const [ruleKeys, setRuleKeys] = useState<string[] | null>(null);
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm<{
    password: string;
  }>({
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const serverError = formState.errors.password?.message;
  const passwordError = ruleKeys
    ? joinFeedback(ruleKeys.map((key) => t(key)))
    : serverError
      ? t(serverError)
      : undefined;

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    setAlertKey(null);
    clearErrors();
    const problems = checkNewPassword(newPassword);
    setRuleKeys(problems);
    if (problems) {
      setError('password', { type: 'rules' }, { shouldFocus: true });
      return;
    }
    mutation.mutate(
      { token, password: newPassword },
      {
        onSuccess: () => {
          toast({
            title: t('account.resetPassword.doneTitle'),
            description: t('account.resetPassword.doneDescription'),
          });
          void navigate(paths.auth.login());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_reset_link') {
            onInvalidLink();
            return;
          }
          if (applyFieldErrors(error, setError, fieldNames, (key) => i18n.exists(key))) return;
          setAlertKey(errorMessageKey(error));
        },
      },
    );
  });

  return (
    <form
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
    >
      <FormField
        id="reset-password-password"
        label={t('account.resetPassword.newPassword')}
        hint={t('account.fields.passwordHint')}
        error={passwordError}
        describedBy={strengthId}
      >
        {(control) => (
          <>
            <PasswordInput
              {...control}
              registration={register('password')}
              autoComplete="new-password"
            />
            <PasswordStrengthMeter id={strengthId} password={password} />
          </>
        )}
      </FormField>
      <FormFooter
        alertId={alertId}
        message={alertKey ? t(alertKey) : null}
        pending={mutation.isPending}
        label={t('account.resetPassword.submit')}
        pendingLabel={t('account.resetPassword.submitting')}
      />
    </form>
  );
}
