import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { buttonClasses } from './button-variants.ts';
import type { FieldControlProps } from './form-field.tsx';
import { inputClasses } from './input-classes.ts';

interface PasswordInputProps extends FieldControlProps {
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password box with a Show password toggle (a pressed/unpressed button, so its name stays the
 * same and assistive tech hears the state).
 */
export function PasswordInput({ registration, autoComplete, ...control }: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="flex gap-2">
      <input
        {...control}
        {...registration}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={inputClasses}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={control.id}
        onClick={() => setVisible((shown) => !shown)}
        className={buttonClasses('outline', 'icon')}
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('account.fields.showPassword')}</span>
      </button>
    </div>
  );
}
