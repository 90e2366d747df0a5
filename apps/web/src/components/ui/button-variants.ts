import { clsx } from 'clsx';

/**
 * Visual variants shared by buttons and button-looking links; every size keeps a 44 px target.
 * There is no class merging: an extra className must not repeat a property the variant or size
 * already sets (add a variant or size instead).
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'subtle' | 'inverse' | 'destructive';
export type ButtonSize = 'md' | 'lg' | 'icon' | 'compact';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-accent hover:text-accent-foreground',
  outline: 'border border-input bg-background text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  subtle: 'text-muted-foreground hover:bg-muted hover:text-foreground',
  /** Outline on a dark (foreground-coloured) band. */
  inverse: 'border border-background/60 text-background hover:bg-background/10',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 shrink-0',
  /** Icon plus a short label (the language code). */
  compact: 'min-h-11 min-w-11 px-2.5 text-sm',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return clsx(base, variants[variant], sizes[size], className);
}
