import type { ChangeEvent, ReactNode } from 'react';
import { buttonClasses } from './button-variants.ts';

/**
 * A file input that looks like an outline button: the input is the label's own, so its
 * accessible name is the visible text, and it takes the keyboard focus ring of a button.
 */
export function FileChoiceButton({
  children,
  accept,
  disabled,
  onChoose,
  describedBy,
}: {
  children: ReactNode;
  accept: string;
  disabled: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Ids of the hint and the error under the field. */
  describedBy: string;
}) {
  return (
    <label
      className={buttonClasses(
        'outline',
        'md',
        'cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
      )}
    >
      {children}
      <input
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={describedBy}
        className="sr-only"
      />
    </label>
  );
}
