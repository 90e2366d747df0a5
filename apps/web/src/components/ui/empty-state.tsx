import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  body?: string;
  /** A way forward: usually a ButtonLink. */
  action?: ReactNode;
}

/** A list with nothing in it: what that means and where to go next. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center sm:p-8">
      <h2 className="text-lg font-semibold">{title}</h2>
      {body ? <p className="mt-2 text-muted-foreground">{body}</p> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
