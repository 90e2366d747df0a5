import type { ComponentProps } from 'react';
import { inputClasses } from './input-classes.ts';

const labelClasses = 'text-sm font-semibold';

interface FilterSelectProps extends Omit<ComponentProps<'select'>, 'children' | 'className'> {
  id: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** The first choice, meaning "no filter" (value ''); none when a value is always chosen. */
  anyLabel?: string;
}

/**
 * A labelled select of a list's filters. In a search form it is uncontrolled (the form reads it
 * by `name` on submit, `defaultValue` comes from the URL); a filter that applies at once passes
 * `value` and `onChange`.
 */
export function FilterSelect({ id, label, options, anyLabel, ...select }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} className={inputClasses} {...select}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FilterInputProps extends Omit<ComponentProps<'input'>, 'className'> {
  id: string;
  label: string;
}

/** A labelled text input of a search form's filters (uncontrolled, like FilterSelect). */
export function FilterInput({ id, label, ...input }: FilterInputProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} className={inputClasses} {...input} />
    </div>
  );
}
