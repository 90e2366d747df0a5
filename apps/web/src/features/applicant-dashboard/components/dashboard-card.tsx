import type { ReactNode } from 'react';

interface DashboardCardProps {
  id: string;
  title: string;
  /** A link to the whole list, beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the applicant's dashboard. */
export function DashboardCard({ id, title, action, children }: DashboardCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
