import { Link } from 'react-router';
import type { ComponentProps } from 'react';
import { buttonClasses } from './button-variants.ts';
import type { ButtonSize, ButtonVariant } from './button-variants.ts';

interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** An in-app link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
