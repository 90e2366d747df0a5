import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface ChoiceFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The first, empty option ("Choose a role"); none when a value is always set. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}

/** A labelled select of Post a Job. */
export function ChoiceField({
  id,
  label,
  error,
  placeholder,
  options,
  registration,
}: ChoiceFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(props) => (
        <select {...props} {...registration} className={inputClasses}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
