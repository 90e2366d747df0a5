import type { ReactNode } from 'react';

interface FigureCardProps {
  label: string;
  value: number;
  /** A breakdown under the figure (by status, active and deactivated…). */
  children?: ReactNode;
  locale: string;
}

/** One key figure of the dashboard: its name, the number, and what it is made of. */
export function FigureCard({ label, value, children, locale }: FigureCardProps) {
  return (
    <li className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <p className="text-sm font-semibold text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{value.toLocaleString(locale)}</p>
      {children ? <div className="mt-2 text-sm text-muted-foreground">{children}</div> : null}
    </li>
  );
}
