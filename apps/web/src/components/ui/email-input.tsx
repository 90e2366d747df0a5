import type { ComponentProps } from 'react';
import { inputClasses } from './input-classes.ts';

/**
 * An e-mail address field: the e-mail keyboard on phones, no automatic capitals or spelling
 * fixes (they would change the address). Pass `autoComplete` for the form's purpose.
 */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      className={inputClasses}
      {...props}
    />
  );
}
