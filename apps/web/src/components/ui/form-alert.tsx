import { CircleAlert } from 'lucide-react';

/**
 * The form's message area (spec: sign-in and sign-up keep one error message). The live region
 * is always in the page, so a message that appears in it is announced.
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {message ? (
        <p className="mb-5 flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
