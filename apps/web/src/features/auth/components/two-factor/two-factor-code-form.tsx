import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  type TwoFactorAnswer,
} from '@brigade/shared/auth/two-factor';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { inputClasses } from '../../../../components/ui/input-classes.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import type { SignInPortal } from '../../api/sign-in.ts';
import { useVerifyTwoFactor } from '../../api/verify-two-factor.ts';
import { serverAlertKey } from '../../server-alert-key.ts';

const alertId = 'two-factor-alert';
type Mode = 'code' | 'recovery';

interface TwoFactorCodeFormProps {
  challenge: string;
  portal: SignInPortal;
  /** Recovery codes only exist once an authenticator is set up. */
  allowRecovery: boolean;
  onVerified: (answer: TwoFactorAnswer) => void;
  /** The challenge is gone (expired, used up): the password must be entered again. */
  onExpired: () => void;
}

/**
 * The authenticator code (or, instead, a recovery code) that finishes an admin's sign-in. A
 * refusal is shown in the form's alert and what was typed stays, to be corrected.
 */
export function TwoFactorCodeForm(props: TwoFactorCodeFormProps) {
  const { t, i18n } = useTranslation('account');
  const mutation = useVerifyTwoFactor(props.portal);
  const [mode, setMode] = useState<Mode>('code');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<{ value: string }>({
    defaultValues: { value: '' },
  });
  const fieldError = formState.errors.value?.message;

  const onSubmit = handleSubmit(({ value }) => {
    setAlertKey(null);
    const parsed = (mode === 'code' ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      setError('value', { message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    const proof = mode === 'code' ? { code: parsed.data } : { recoveryCode: parsed.data };
    mutation.mutate(
      { challenge: props.challenge, ...proof },
      {
        onSuccess: props.onVerified,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'two_factor_expired') props.onExpired();
          else setAlertKey(serverAlertKey(error, (key) => i18n.exists(key)));
        },
      },
    );
  });

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setAlertKey(null);
    reset({ value: '' });
  };
  const inputId = mode === 'code' ? 'two-factor-code' : 'two-factor-recovery-code';

  return (
    <form
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
    >
      {mode === 'recovery' ? <p>{t('account.twoFactor.recoveryLead')}</p> : null}
      <FormField
        key={mode}
        id={inputId}
        label={t(
          mode === 'code' ? 'account.twoFactor.codeLabel' : 'account.twoFactor.recoveryCodeLabel',
        )}
        hint={mode === 'code' ? t('account.twoFactor.codeHint') : undefined}
        error={fieldError ? t(fieldError) : undefined}
        invalid={Boolean(fieldError) || alertKey !== null}
        describedBy={alertKey ? alertId : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...register('value')}
            type="text"
            inputMode={mode === 'code' ? 'numeric' : 'text'}
            autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={mode === 'code' ? 7 : 24}
            className={`${inputClasses} font-mono tracking-widest`}
            // The field is the only thing to do on this step.
            autoFocus
          />
        )}
      </FormField>
      <FormFooter
        alertId={alertId}
        message={alertKey ? t(alertKey) : null}
        pending={mutation.isPending}
        label={t('account.twoFactor.verify')}
        pendingLabel={t('account.twoFactor.verifying')}
      />
      {props.allowRecovery ? (
        <button
          type="button"
          onClick={switchMode}
          className="inline-flex min-h-11 items-center justify-self-start font-semibold text-primary underline underline-offset-4"
        >
          {t(
            mode === 'code'
              ? 'account.twoFactor.useRecoveryCode'
              : 'account.twoFactor.useAuthenticator',
          )}
        </button>
      ) : null}
    </form>
  );
}
