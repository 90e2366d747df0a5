import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { joinFeedback } from '@brigade/shared/auth/password-strength';
import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { checkSignUp, signUpFieldNames } from '../check-sign-up.ts';
import type { SignUpFieldName, SignUpFormValues } from '../check-sign-up.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { UserTypeField } from './user-type-field.tsx';

const alertId = 'sign-up-alert';
const strengthId = 'sign-up-password-strength';

/**
 * Create Account: the role, names, e-mail and password. Problems found before sending and those
 * the server reports are shown without losing anything typed; on success the page moves on.
 */
export function SignUpForm({
  initialUserType,
  children,
}: {
  initialUserType: SignUpUserType | null;
  /** Shown below the form, given the role chosen so far (the social sign-in button). */
  children?: (userType: SignUpUserType | null) => ReactNode;
}) {
  const { t, i18n } = useTranslation('account');
  const mutation = useSignUp();
  const [alertKeys, setAlertKeys] = useState<string[] | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<SignUpFormValues>({
    defaultValues: {
      userType: initialUserType ?? '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    },
  });
  const password = useWatch({ control, name: 'password' });
  const userType = useWatch({ control, name: 'userType' });

  /** Field props: its own message if it has one, else tied to the form-level message. */
  const fieldState = (name: SignUpFieldName) => {
    const error = formState.errors[name];
    return {
      invalid: Boolean(error),
      error: error?.message ? t(error.message) : undefined,
      describedBy: error && !error.message ? alertId : undefined,
    };
  };

  const onSubmit = handleSubmit((values) => {
    setAlertKeys(null);
    const check = checkSignUp(values);
    if (!check.ok) {
      setAlertKeys(check.alert);
      check.flagged.forEach((name, index) =>
        setError(name, { type: 'form', message: '' }, { shouldFocus: index === 0 }),
      );
      // In form order, so the first field on screen with a problem gets focus.
      signUpFieldNames
        .filter((name) => check.fields[name])
        .forEach((name, index) =>
          setError(
            name,
            { type: 'schema', message: check.fields[name] },
            { shouldFocus: check.flagged.length === 0 && index === 0 },
          ),
        );
      return;
    }
    mutation.mutate(check.input, {
      onError: (error) => {
        // What was typed stays; field problems go under their fields, the rest above the button.
        if (applyFieldErrors(error, setError, signUpFieldNames, (key) => i18n.exists(key))) return;
        setAlertKeys([errorMessageKey(error)]);
      },
    });
  });

  return (
    <>
      <form
        noValidate
        aria-busy={mutation.isPending}
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-5"
      >
        <UserTypeField registration={register('userType')} error={fieldState('userType').error} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="sign-up-first-name"
            label={t('account.fields.firstName')}
            {...fieldState('firstName')}
          >
            {(control) => (
              <input
                {...control}
                {...register('firstName')}
                type="text"
                autoComplete="given-name"
                maxLength={50}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField
            id="sign-up-last-name"
            label={t('account.fields.lastName')}
            {...fieldState('lastName')}
          >
            {(control) => (
              <input
                {...control}
                {...register('lastName')}
                type="text"
                autoComplete="family-name"
                maxLength={50}
                className={inputClasses}
              />
            )}
          </FormField>
        </div>
        <FormField id="sign-up-email" label={t('account.fields.email')} {...fieldState('email')}>
          {(control) => <EmailInput {...control} {...register('email')} autoComplete="email" />}
        </FormField>
        <FormField
          id="sign-up-password"
          label={t('account.fields.password')}
          hint={t('account.fields.passwordHint')}
          {...fieldState('password')}
          describedBy={[strengthId, fieldState('password').describedBy].filter(Boolean).join(' ')}
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
          message={alertKeys ? joinFeedback(alertKeys.map((key) => t(key))) : null}
          pending={mutation.isPending}
          label={t('account.register.submit')}
          pendingLabel={t('account.register.submitting')}
        />
      </form>
      {children?.(userType === '' ? null : userType)}
    </>
  );
}
