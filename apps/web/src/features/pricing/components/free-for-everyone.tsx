import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { freeForEveryone, type PlanAudience } from '@brigade/shared/plans/plans';

/** "Free on every plan": what no plan sells, for one kind of account. */
export function FreeForEveryone({ audience }: { audience: PlanAudience }) {
  const { t } = useTranslation('pricing');
  const titleId = `free-${audience}`;
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-2xl border border-border p-5 sm:p-6">
      <h3 id={titleId} className="text-lg font-semibold">
        {t('pricing.free.title')}
      </h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {freeForEveryone[audience].map((item) => (
          <li key={item} data-free={item} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span>{t(`pricing.free.${item}`)}</span>
          </li>
        ))}
      </ul>
      {audience === 'applicant' ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('pricing.free.law')}</p>
      ) : null}
    </section>
  );
}
