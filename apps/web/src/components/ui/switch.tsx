import type { ComponentProps } from 'react';

type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role' | 'className'>;

/**
 * An on/off switch: a real checkbox (keyboard, forms, labels all work) announced as a switch,
 * drawn as a track and a knob. Name it with a <label htmlFor> or aria-label.
 */
export function Switch(props: SwitchProps) {
  return (
    <span className="relative inline-flex h-7 w-12 shrink-0">
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none h-7 w-12 rounded-full bg-muted-foreground/70 transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-50 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-card after:shadow after:transition-transform peer-checked:after:translate-x-5 motion-reduce:transition-none motion-reduce:after:transition-none"
      />
    </span>
  );
}
