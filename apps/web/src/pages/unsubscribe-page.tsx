import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/translation/use-translation.ts';
import { Page } from '../components/layout/page.tsx';
import { UnsubscribeFlow } from '../features/profile/components/unsubscribe-flow.tsx';

/**
 * /unsubscribe?token=…: where a notification mail's unsubscribe link leads a person (mail
 * providers use the one-click API instead). Public: the signed token is the permission.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('profile');
  const [searchParams] = useSearchParams();
  return (
    <Page
      title={t('profile.unsubscribe.title')}
      lead={t('profile.unsubscribe.lead')}
      width="narrow"
    >
      <UnsubscribeFlow token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
