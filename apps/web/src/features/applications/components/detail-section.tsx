import type { ReactNode } from 'react';

interface DetailSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled card of an application's page (the title names the region). */
export function DetailSection({ id, title, children }: DetailSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
