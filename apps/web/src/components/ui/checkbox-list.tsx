import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A list of checkboxes that fills one array field of a form (`register(name)` on each, with the
 * option's value): the values ticked, in the options' order. Each is a full-height tap target.
 */
export function CheckboxList({
  options,
  registration,
  className,
}: {
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** The list's layout (columns or a wrapping row). */
  className: string;
}) {
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="checkbox"
            value={option.value}
            {...registration}
            className="size-5 shrink-0 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
