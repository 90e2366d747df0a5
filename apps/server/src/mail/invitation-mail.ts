import type { Language } from '@brigade/shared/languages';
import type { InvitableRole } from '@brigade/shared/organisations/organisation-input';
import { paths } from '@brigade/shared/routes';
import { mailText } from './mail-catalogue.ts';
import type { Mailer } from './mailer.ts';

/** The invitation to join an organisation: a single-use link, valid for 7 days (teams). */
export async function sendInvitationMail(
  mailer: Mailer,
  appUrl: string,
  invitation: {
    email: string;
    organisation: string;
    inviter: string;
    role: InvitableRole;
    token: string;
    /** The inviter's language: the invitee has no account to say theirs yet. */
    language: Language;
  },
): Promise<void> {
  const t = mailText(invitation.language);
  const link = new URL(paths.invitation(invitation.token), appUrl).toString();
  const words = {
    inviter: invitation.inviter,
    organisation: invitation.organisation,
    role: t(`invitation.roles.${invitation.role}`),
  };
  await mailer.send({
    to: invitation.email,
    subject: t('invitation.subject', words),
    text: [
      t('invitation.body', words),
      '',
      `${t('invitation.action')}: ${link}`,
      '',
      t('invitation.expiry'),
      '',
      t('common.signature'),
    ].join('\n'),
  });
}
