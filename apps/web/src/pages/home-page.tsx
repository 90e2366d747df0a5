import { useTranslation } from '../lib/translation/use-translation.ts';
import { AudiencesSection } from '../features/home/components/audiences-section.tsx';
import { ClosingCtaSection } from '../features/home/components/closing-cta-section.tsx';
import { HeroSection } from '../features/home/components/hero-section.tsx';
import { HowItWorksSection } from '../features/home/components/how-it-works-section.tsx';
import { LazyLatestJobs } from '../features/jobs/components/lazy-latest-jobs.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The landing page: the only page without a Back button. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.home'));
  return (
    <>
      <HeroSection />
      <LazyLatestJobs />
      <AudiencesSection />
      <HowItWorksSection />
      <ClosingCtaSection />
    </>
  );
}
