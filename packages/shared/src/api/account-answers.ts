import { z } from 'zod';
import type { AccountLanguageAnswer } from '../account-language.ts';
import type { AuthProvidersAnswer } from '../auth/social-sign-in.ts';
import type { SignInAnswer, TwoFactorAnswer } from '../auth/two-factor.ts';
import type { ContactMessageReceipt } from '../contact.ts';
import type { HealthReport } from '../health.ts';
import { languages } from '../languages.ts';
import type { SessionAnswer, SessionUser } from '../session.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';

/** Answer schemas of the health check, the Contact page and accounts (sessions, sign-in). */

export const healthReport = answerOf<HealthReport>()(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['embedded', 'postgres']),
    schemaVersion: z.string(),
  }),
);

export const contactMessageReceipt = answerOf<ContactMessageReceipt>()(
  z.object({ id: z.uuid(), createdAt: instant() }),
);

/** `{ ok: true }`: accepted, nothing more to say (forgot-password answers it whatever happens). */
export const okAnswer = answerOf<{ ok: true }>()(z.object({ ok: z.literal(true) }));

export const sessionUser = answerOf<SessionUser>()(
  z
    .object({
      id: z.uuid(),
      email: z.string(),
      userType: z.enum(['applicant', 'restaurant', 'admin']),
      firstName: z.string(),
      lastName: z.string(),
      photoURL: z.string().nullable(),
      isActive: z.boolean(),
      profileComplete: z.boolean(),
      createdAt: instant(),
      lastLogin: instant().nullable(),
    })
    .register(answerRegistry, { id: 'SessionUser', description: 'The signed-in user.' }),
);

export const sessionAnswer = answerOf<SessionAnswer>()(z.object({ user: sessionUser.nullable() }));

/** `{ user }`: an answer carrying the (new) session's user. */
export const signedInAnswer = answerOf<{ user: SessionUser }>()(z.object({ user: sessionUser }));

const twoFactorStep = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('verify'), challenge: z.string() }),
  z.object({
    stage: z.literal('setup'),
    challenge: z.string(),
    secret: z.string(),
    uri: z.string(),
    qrCode: z.string(),
  }),
]);

export const signInAnswer = answerOf<SignInAnswer>()(
  z.union([signedInAnswer, z.object({ twoFactor: twoFactorStep })]),
);

export const twoFactorAnswer = answerOf<TwoFactorAnswer>()(
  z.object({ user: sessionUser, recoveryCodes: z.array(z.string()).optional() }),
);

export const authProvidersAnswer = answerOf<AuthProvidersAnswer>()(
  z.object({ social: z.object({ name: z.string() }).nullable() }),
);

export const accountLanguageAnswer = answerOf<AccountLanguageAnswer>()(
  z.object({ language: z.enum(languages) }),
);
