import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The form's message area (spec: sign-in and sign-up keep one error message). The live region
 * is always in the page, so a message that appears in it is announced.
 */
export function FormAlert({
  id,
  message,
  link,
}: {
  id: string;
  message: string | null;
  /** Where to act on it (a plan's limit: the plans). */
  link?: { to: string; label: string } | undefined;
}) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {message ? (
        <p className="mb-5 flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {message}
            {link ? (
              <>
                {' '}
                <Link to={link.to} className="font-semibold underline underline-offset-4">
                  {link.label}
                </Link>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
