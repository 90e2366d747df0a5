import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { signUpUserTypes } from '@brigade/shared/auth/sign-up-rules';

interface UserTypeFieldProps {
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
}

const errorId = 'sign-up-user-type-error';

/** Job Seeker or Restaurant: native radios (arrow keys move between them), each a whole card. */
export function UserTypeField({ registration, error }: UserTypeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{t('account.fields.userType')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {signUpUserTypes.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-checked:bg-accent"
          >
            <input
              {...registration}
              type="radio"
              value={type}
              aria-labelledby={`user-type-${type}`}
              aria-describedby={`user-type-${type}-hint`}
              aria-invalid={Boolean(error)}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <span>
              <span id={`user-type-${type}`} className="block font-semibold">
                {t(`account.roles.${type}`)}
              </span>
              <span id={`user-type-${type}-hint`} className="block text-sm text-muted-foreground">
                {t(`account.userTypeHints.${type}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
