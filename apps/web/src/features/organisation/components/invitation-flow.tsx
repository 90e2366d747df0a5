import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSession, withReturnTo } from '../../session/index.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation.ts';

/**
 * What an invitation link offers, and joining: a visitor signs in (or creates a restaurant
 * account) with the invited address and comes back here; a signed-in restaurant accepts.
 */
export function InvitationFlow({ token }: { token: string }) {
  const { t } = useTranslation('organisation');
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const session = useSession();
  const navigate = useNavigate();
  const here = paths.invitation(token);

  if (!token)
    return <FormAlert id="invitation-alert" message={t('errors.invitation_unavailable')} />;
  if (preview.isPending || session.status === 'loading') return <PageLoading />;
  if (preview.isError) {
    return <FormAlert id="invitation-alert" message={t(errorMessageKey(preview.error))} />;
  }
  const invitation = preview.data;
  if (invitation.state !== 'pending') {
    return (
      <FormAlert id="invitation-alert" message={t(`organisation.invitation.${invitation.state}`)} />
    );
  }
  const role = t(`organisation.roles.${invitation.role}`);
  return (
    <div className="grid gap-6 rounded-2xl border border-border p-5 sm:p-8">
      <div className="grid gap-2">
        <p className="text-lg">
          {t('organisation.invitation.offer', { organisation: invitation.organisationName, role })}
        </p>
        {invitation.venueNames.length > 0 ? (
          <p className="text-muted-foreground">
            {t('organisation.invitation.venues', { venues: invitation.venueNames.join(', ') })}
          </p>
        ) : null}
        <p className="text-sm break-all text-muted-foreground">
          {t('organisation.invitation.sentTo', { email: invitation.email })}
        </p>
      </div>
      {session.status === 'signed-in' ? (
        <div className="grid gap-3">
          {accept.isError ? (
            <FormAlert id="invitation-accept-alert" message={t(errorMessageKey(accept.error))} />
          ) : null}
          <Button
            size="lg"
            className="justify-self-start"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => {
                  toast({
                    title: t('organisation.invitation.joined', {
                      organisation: invitation.organisationName,
                    }),
                  });
                  void navigate(paths.restaurant.organisation);
                },
              })
            }
          >
            {accept.isPending
              ? t('organisation.invitation.joining')
              : t('organisation.invitation.accept')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <p>{t('organisation.invitation.signInFirst')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink size="lg" to={withReturnTo(paths.auth.login('restaurant'), here)}>
              {t('organisation.invitation.signIn')}
            </ButtonLink>
            <ButtonLink
              size="lg"
              variant="outline"
              to={withReturnTo(`${paths.auth.register}?type=restaurant`, here)}
            >
              {t('organisation.invitation.createAccount')}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
