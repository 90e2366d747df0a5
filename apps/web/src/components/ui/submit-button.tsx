import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The form's submit button: disabled with a spinner and a "…ing" label while sending. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </Button>
  );
}
