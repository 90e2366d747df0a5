import type { ComponentProps } from 'react';
import { buttonClasses } from './button-variants.ts';
import type { ButtonSize, ButtonVariant } from './button-variants.ts';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
