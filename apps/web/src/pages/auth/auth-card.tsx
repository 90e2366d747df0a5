import type { ReactNode } from 'react';

/** The sign-in and sign-up forms' frame: a card, and the links under it. */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="grid max-w-xl gap-6">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        {children}
      </div>
      {footer ? <div className="text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
