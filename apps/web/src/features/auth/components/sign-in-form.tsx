import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { useNavigate } from 'react-router';
import { joinFeedback } from '@brigade/shared/auth/password-strength';
import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import { paths } from '@brigade/shared/routes';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useSignIn } from '../api/sign-in.ts';
import type { SignInPortal } from '../api/sign-in.ts';
import { checkSignIn } from '../check-sign-in.ts';
import type { SignInFieldName, SignInFormValues } from '../check-sign-in.ts';
import { serverAlertKey } from '../server-alert-key.ts';
import type { TwoFactorLocationState } from './two-factor/two-factor-location-state.ts';

const alertId = 'sign-in-alert';

/**
 * E-mail and password. Every problem (missing fields, or the server's refusal: wrong
 * credentials, disabled account, too many attempts) is one message in the alert region; what
 * was typed stays. On success the page moves on (it follows the session). An admin's answer is
 * their two-factor step: `onTwoFactor` takes it, or (on the ordinary page) the admin page does.
 */
export function SignInForm({
  portal,
  onTwoFactor,
  initialAlert,
}: {
  portal: SignInPortal;
  onTwoFactor?: (step: TwoFactorStep) => void;
  /** A message to open with (why the person is back here), until they send the form. */
  initialAlert?: string;
}) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const mutation = useSignIn(portal);
  const [alertKeys, setAlertKeys] = useState<string[] | null>(initialAlert ? [initialAlert] : null);
  const { register, handleSubmit, setError, formState } = useForm<SignInFormValues>({
    defaultValues: { email: '', password: '' },
  });

  const fieldState = (name: SignInFieldName) => {
    const invalid = Boolean(formState.errors[name]);
    return { invalid, describedBy: invalid ? alertId : undefined };
  };

  const onSubmit = handleSubmit((values) => {
    setAlertKeys(null);
    const check = checkSignIn(values);
    if (!check.ok) {
      setAlertKeys(check.alert);
      check.flagged.forEach((name, index) =>
        setError(name, { type: 'form', message: '' }, { shouldFocus: index === 0 }),
      );
      return;
    }
    mutation.mutate(check.input, {
      onSuccess: (answer) => {
        if (!('twoFactor' in answer)) return;
        if (onTwoFactor) return onTwoFactor(answer.twoFactor);
        const state: TwoFactorLocationState = { twoFactor: answer.twoFactor, portal };
        void navigate(paths.auth.adminLogin, { state });
      },
      onError: (error) => setAlertKeys([serverAlertKey(error, (key) => i18n.exists(key))]),
    });
  });

  return (
    <form
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
    >
      <FormField id="sign-in-email" label={t('account.fields.email')} {...fieldState('email')}>
        {(control) => <EmailInput {...control} {...register('email')} autoComplete="username" />}
      </FormField>
      <FormField
        id="sign-in-password"
        label={t('account.fields.password')}
        {...fieldState('password')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            registration={register('password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormFooter
        alertId={alertId}
        message={alertKeys ? joinFeedback(alertKeys.map((key) => t(key))) : null}
        pending={mutation.isPending}
        label={t('account.signIn.submit')}
        pendingLabel={t('account.signIn.submitting')}
      />
    </form>
  );
}
