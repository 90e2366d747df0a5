import { MailPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { OrganisationAnswer } from '@brigade/shared/organisations/organisation-answers';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRevokeInvitation } from '../api/organisation.ts';
import { InviteForm } from './invite-form.tsx';

/** "Invite a member", and the invitations still waiting (owners and admins). */
export function InvitationsSection({ organisation }: { organisation: OrganisationAnswer }) {
  const { t, i18n } = useTranslation('organisation');
  const revoke = useRevokeInvitation();
  return (
    <section aria-labelledby="invite-title" className="rounded-2xl border border-border p-5 sm:p-6">
      <h2 id="invite-title" className="flex items-center gap-2 text-xl font-semibold">
        <MailPlus aria-hidden="true" className="size-5 text-primary" />
        {t('organisation.invite.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('organisation.invite.body')}</p>
      <InviteForm venues={organisation.venues} />
      <h3 className="mt-8 text-lg font-semibold">{t('organisation.invite.pending')}</h3>
      {organisation.invitations.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('organisation.invite.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {organisation.invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="grid gap-2 rounded-xl border border-border p-3 sm:flex sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold break-all">{invitation.email}</p>
                <p className="text-sm text-muted-foreground">
                  {t(`organisation.roles.${invitation.role}`)} ·{' '}
                  {t('organisation.invite.expires', {
                    date: formatDateTime(invitation.expiresAt, i18n.language, true),
                  })}
                </p>
              </div>
              <Button
                variant="ghost"
                disabled={revoke.isPending}
                aria-label={t('organisation.invite.withdrawLabel', { email: invitation.email })}
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () => toast({ title: t('organisation.invite.withdrawn') }),
                    onError: (error) =>
                      toast({
                        variant: 'destructive',
                        title: t('organisation.invite.failed'),
                        description: t(errorMessageKey(error)),
                      }),
                  })
                }
              >
                {t('organisation.invite.withdraw')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
