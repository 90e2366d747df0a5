import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { checkPasswordStrength } from '@brigade/shared/auth/password-strength';
import { strengthLevel, strengthLevels } from '../password-strength-level.ts';
import type { StrengthLevel } from '../password-strength-level.ts';

const barColours: Record<StrengthLevel, string> = {
  weak: 'bg-danger',
  fair: 'bg-primary',
  almost: 'bg-primary',
  strong: 'bg-success',
};

/**
 * A live reading of the spec's strength score while the password is typed. The bar is
 * decoration; the level is text in a polite live region, announced when it changes.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  const level = strengthLevel(checkPasswordStrength(password));
  const filled = password ? strengthLevels.indexOf(level) + 1 : 0;
  return (
    <div className="grid gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {strengthLevels.map((step, index) => (
          <span
            key={step}
            className={clsx('h-1.5 rounded-full', index < filled ? barColours[level] : 'bg-muted')}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {password
          ? t('account.strength.label', { level: t(`account.strength.levels.${level}`) })
          : null}
      </p>
    </div>
  );
}
