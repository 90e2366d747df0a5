import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A titled block at the end of Edit Profile (Download my data, the danger zone): a bordered
 * section named by its heading, with an icon, an intro and its controls.
 */
export function ProfileSection({
  id,
  icon: Icon,
  tone,
  title,
  body,
  children,
}: {
  id: string;
  icon: LucideIcon;
  tone: 'primary' | 'danger';
  title: string;
  body: string;
  children: ReactNode;
}) {
  const danger = tone === 'danger';
  return (
    <section
      aria-labelledby={id}
      className={`mt-12 rounded-2xl border p-5 sm:p-6 ${danger ? 'border-danger/60' : 'border-border'}`}
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden="true" className={`size-5 ${danger ? 'text-danger' : 'text-primary'}`} />
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{body}</p>
      {children}
    </section>
  );
}
