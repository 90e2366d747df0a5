import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { Page } from '../../../components/layout/page.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { dashboardPath } from '../access.ts';
import type { UserType } from '../access.ts';

interface NoAccessProps {
  /** The role the page is for. */
  access: UserType;
  user: SessionUser;
}

/** A signed-in user on a page meant for another role: say so, and offer their own dashboard. */
export function NoAccess({ access, user }: NoAccessProps) {
  // Suspends until the `account` texts are loaded (the page's own chunk did not ask for them).
  const { t } = useTranslation('account');
  return (
    <Page
      title={t('account.noAccess.title')}
      lead={t(`account.noAccess.lead_${access}`)}
      width="narrow"
    >
      <p className="break-words text-muted-foreground">
        {t('account.noAccess.signedInAs', {
          email: user.email,
          role: t(`account.roles.${user.userType}`),
        })}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={dashboardPath(user.userType)}>{t('account.noAccess.dashboard')}</ButtonLink>
        <ButtonLink to={paths.home} variant="outline">
          {t('account.noAccess.home')}
        </ButtonLink>
      </div>
    </Page>
  );
}
