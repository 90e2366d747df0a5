import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/translation/use-translation.ts';
import { Page } from '../components/layout/page.tsx';
import { InvitationFlow } from '../features/organisation/components/invitation-flow.tsx';

/**
 * /invitation?token=…: where an invitation mail leads (teams, issue 17). Public: the link's
 * token is the invitation; joining needs the invited address's restaurant account.
 */
export function InvitationPage() {
  const { t } = useTranslation('organisation');
  const [searchParams] = useSearchParams();
  return (
    <Page title={t('organisation.invitation.title')} width="narrow">
      <InvitationFlow token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
