import { FormField } from './form-field.tsx';
import { inputClasses } from './input-classes.ts';

interface TextareaFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
}

/** A labelled, controlled multi-line text field (a note, a cover letter) with its hint. */
export function TextareaField({
  id,
  label,
  hint,
  value,
  onChange,
  rows,
  maxLength,
}: TextareaFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint}>
      {(props) => (
        <textarea
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={rows}
          maxLength={maxLength}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
