import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

export function ClosingCtaSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <div className="rounded-3xl bg-foreground px-6 py-12 text-center text-background sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold sm:text-4xl">
          {t('home.closing.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{t('home.closing.lead')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.auth.register} size="lg">
            {t('home.closing.start')}
          </ButtonLink>
          <ButtonLink to={paths.contact} size="lg" variant="inverse">
            {t('home.closing.talk')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
