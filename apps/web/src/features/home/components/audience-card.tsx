import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';

interface AudienceCardProps {
  /** i18n prefix holding title, lead and points.<id>. */
  prefix: string;
  pointIds: readonly string[];
  icon: ReactNode;
  actions: ReactNode;
}

export function AudienceCard({ prefix, pointIds, icon, actions }: AudienceCardProps) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <h3 className="mt-4 text-2xl font-bold">{t(`${prefix}.title`)}</h3>
      <p className="mt-2 text-muted-foreground">{t(`${prefix}.lead`)}</p>
      <ul className="mt-5 grid gap-3">
        {pointIds.map((id) => (
          <li key={id} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span>{t(`${prefix}.points.${id}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row">{actions}</div>
    </article>
  );
}
