import { useTranslation } from '../lib/translation/use-translation.ts';
import { Page } from '../components/layout/page.tsx';
import { LegalDocument } from '../components/legal/legal-document.tsx';
import type { LegalSection } from '../components/legal/legal-document.tsx';

const sections: readonly LegalSection[] = [
  {
    id: 'data',
    items: [
      'account',
      'profile',
      'resumes',
      'applications',
      'messages',
      'files',
      'contact',
      'security',
    ],
  },
  { id: 'purposes' },
  { id: 'cookies', items: ['session', 'language', 'theme'] },
  { id: 'sharing' },
  { id: 'retention', items: ['account', 'contact', 'security', 'deleted'] },
  { id: 'rights', items: ['access', 'correct', 'delete', 'object', 'complain'] },
  { id: 'questions' },
];

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <Page title={t('privacy.title')} lead={t('privacy.lead')} width="narrow">
      <LegalDocument prefix="privacy" sections={sections} />
    </Page>
  );
}
