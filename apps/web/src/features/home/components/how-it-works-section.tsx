import { useTranslation } from '../../../lib/translation/use-translation.ts';

const steps = ['account', 'match', 'work'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="border-y border-border bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-title" className="text-3xl font-bold sm:text-4xl">
          {t('home.how.title')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="rounded-2xl bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{t(`home.how.steps.${step}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`home.how.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
