import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  /** Marks the control invalid without a message of its own (a form-level message explains). */
  invalid?: boolean;
  /** More ids describing the control, e.g. that form-level message. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and an inline error announced with the field. */
export function FormField({
  id,
  label,
  error,
  hint,
  invalid,
  describedBy: extraDescribedBy,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid ?? Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
