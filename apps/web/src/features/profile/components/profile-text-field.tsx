import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface ProfileTextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
  hint?: string;
  maxLength: number;
  /** A text area of this many rows instead of a one-line box. */
  rows?: number;
  type?: 'text' | 'tel' | 'url';
  autoComplete?: string;
}

/** One text box (or text area) of Edit Profile, labelled, with its hint and inline error. */
export function ProfileTextField({
  id,
  label,
  registration,
  error,
  hint,
  maxLength,
  rows,
  type = 'text',
  autoComplete,
}: ProfileTextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...registration}
            rows={rows}
            maxLength={maxLength}
            className={inputClasses}
          />
        ) : (
          <input
            {...control}
            {...registration}
            type={type}
            inputMode={type === 'tel' ? 'tel' : type === 'url' ? 'url' : undefined}
            autoComplete={autoComplete}
            maxLength={maxLength}
            className={inputClasses}
          />
        )
      }
    </FormField>
  );
}
