import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface ListingFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled text box of Post a Job, with its hint and its error. */
export function ListingField({
  id,
  label,
  hint,
  error,
  registration,
  ...input
}: ListingFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...registration} {...input} className={inputClasses} />}
    </FormField>
  );
}
