import { resetTokenParam } from '@brigade/shared/auth/password-reset';
import { paths } from '@brigade/shared/routes';
import type { Mailer } from './mailer.ts';

/** The password-reset e-mail: a single-use link to the reset page, valid for one hour. */
export async function sendResetLink(
  mailer: Mailer,
  appUrl: string,
  user: { email: string; name: string },
  token: string,
): Promise<void> {
  const link = new URL(paths.auth.resetPassword, appUrl);
  link.searchParams.set(resetTokenParam, token);
  await mailer.send({
    to: user.email,
    subject: 'Reset your Brigade password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your Brigade account. If it was you, choose a new password here (the link works once, within one hour):',
      '',
      link.toString(),
      '',
      'If it was not you, you can ignore this e-mail: your password stays as it is.',
      '',
      'Brigade',
    ].join('\n'),
  });
}
