import { useTranslation } from '../lib/translation/use-translation.ts';
import { Page } from '../components/layout/page.tsx';
import { LegalDocument } from '../components/legal/legal-document.tsx';
import type { LegalSection } from '../components/legal/legal-document.tsx';

const sections: readonly LegalSection[] = [
  { id: 'agreement' },
  { id: 'accounts' },
  { id: 'jobSeekers' },
  { id: 'restaurants' },
  { id: 'conduct', items: ['honest', 'respect', 'noAbuse', 'noScraping'] },
  { id: 'content' },
  { id: 'plans' },
  { id: 'availability' },
  { id: 'ending' },
  { id: 'liability' },
  { id: 'changes' },
];

export function TermsPage() {
  const { t } = useTranslation('terms');
  return (
    <Page title={t('terms.title')} lead={t('terms.lead')} width="narrow">
      <LegalDocument prefix="terms" sections={sections} />
    </Page>
  );
}
