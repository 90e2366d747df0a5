import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

const roleKeys = [
  'chefs',
  'lineCooks',
  'servers',
  'bartenders',
  'baristas',
  'hosts',
  'sommeliers',
  'managers',
] as const;

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden border-b border-border bg-gradient-to-b from-accent to-background"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground sm:text-xl">
            {t('home.hero.lead')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.jobs} size="lg">
              {t('home.hero.findJob')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={paths.auth.register} size="lg" variant="outline">
              {t('home.hero.createAccount')}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-3xl border border-border bg-card p-6 shadow-lg">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('home.hero.rolesTitle')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {roleKeys.map((role) => (
              <li
                key={role}
                className="rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground"
              >
                {t(`home.roles.${role}`)}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-muted-foreground">{t('home.hero.rolesNote')}</p>
        </div>
      </div>
    </section>
  );
}
