import { asc, eq } from '../../db/sql.ts';
import { authAccounts } from '../../db/schema/auth-accounts.ts';
import { authSessions } from '../../db/schema/auth-sessions.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../core/app-context.ts';
import { toJsonResume, type JsonResume } from './json-resume.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Edit Profile's details as stored (the user id is the account's, already written). */
function presentProfile({
  userId: _userId,
  updatedAt,
  ...fields
}: typeof userProfiles.$inferSelect): Record<string, unknown> {
  return { ...fields, updatedAt: updatedAt.toISOString() };
}

/** A restaurant account's own venue as stored (its id is the account's; decision 024). */
function presentVenue({
  id: _id,
  organisationId: _organisationId,
  archivedAt,
  createdAt,
  updatedAt,
  ...fields
}: typeof venues.$inferSelect): Record<string, unknown> {
  return {
    ...fields,
    archivedAt: iso(archivedAt),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}

/** The person's own records: what an export writes first (all small, read at once). */
export interface AccountExport {
  account: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  /** The venue a restaurant account's profile describes (null for everyone else). */
  venue: Record<string, unknown> | null;
  /** How they sign in: the method and when it was added; never a password hash or a token. */
  signInMethods: Record<string, unknown>[];
  /** Their sessions (device and address as recorded); never the token. */
  sessions: Record<string, unknown>[];
  twoFactor: Record<string, unknown> | null;
  /** Their resume as JSON Resume (applicants with a resume; else null). */
  resume: JsonResume | null;
  /** What the resume holds beyond JSON Resume: roles, availability, visibility, the CV's record. */
  resumeDetails: Record<string, unknown> | null;
}

/** Reads the account, profile, sign-in methods, sessions, second factor and resume of a user. */
export async function exportAccount(ctx: AppContext, userId: string): Promise<AccountExport> {
  const { db } = ctx.database;
  const [[user], [details], [venue], logins, sessions, [secret], recoveryCodes, [resume]] =
    await Promise.all([
      db.select().from(users).where(eq(users.id, userId)),
      db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
      db.select().from(venues).where(eq(venues.id, userId)),
      db
        .select({
          provider: authAccounts.providerId,
          subject: authAccounts.accountId,
          createdAt: authAccounts.createdAt,
        })
        .from(authAccounts)
        .where(eq(authAccounts.userId, userId))
        .orderBy(asc(authAccounts.createdAt)),
      db
        .select({
          createdAt: authSessions.createdAt,
          lastActiveAt: authSessions.updatedAt,
          expiresAt: authSessions.expiresAt,
          ipAddress: authSessions.ipAddress,
          userAgent: authSessions.userAgent,
        })
        .from(authSessions)
        .where(eq(authSessions.userId, userId))
        .orderBy(asc(authSessions.createdAt)),
      db
        .select({ createdAt: twoFactorSecrets.createdAt, enabledAt: twoFactorSecrets.enabledAt })
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId)),
      db
        .select({ usedAt: twoFactorRecoveryCodes.usedAt })
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, userId)),
      db.select().from(resumes).where(eq(resumes.applicantId, userId)),
    ]);
  if (!user) throw new Error('data export of a missing user');

  const photoUrl = user.photoURL ? new URL(user.photoURL, ctx.config.APP_URL).href : null;
  return {
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
      isActive: user.isActive,
      profileComplete: user.profileComplete,
      photoURL: photoUrl,
      language: user.language,
      lastLogin: iso(user.lastLogin),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    profile: details ? presentProfile(details) : null,
    venue: venue ? presentVenue(venue) : null,
    signInMethods: logins.map((login) => ({
      provider: login.provider,
      // A credential's "account id" is the user id again; a social login's is its subject.
      ...(login.provider === 'credential' ? {} : { subject: login.subject }),
      createdAt: iso(login.createdAt),
    })),
    sessions: sessions.map((session) => ({
      ...session,
      createdAt: iso(session.createdAt),
      lastActiveAt: iso(session.lastActiveAt),
      expiresAt: iso(session.expiresAt),
    })),
    twoFactor: secret
      ? {
          createdAt: iso(secret.createdAt),
          enabledAt: iso(secret.enabledAt),
          recoveryCodesLeft: recoveryCodes.filter((code) => !code.usedAt).length,
        }
      : null,
    resume: resume
      ? toJsonResume(resume, {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: details?.phone ?? '',
          bio: details?.bio ?? '',
          city: details?.city ?? '',
          imageUrl: photoUrl,
        })
      : null,
    resumeDetails: resume
      ? {
          id: resume.id,
          roles: resume.roles,
          availability: resume.availability,
          visibility: resume.visibility,
          certifications: resume.certifications,
          cv: resume.cvKey
            ? {
                fileName: resume.cvFileName,
                fileType: resume.cvFileType,
                fileSize: resume.cvFileSize,
              }
            : null,
          createdAt: iso(resume.createdAt),
          updatedAt: iso(resume.updatedAt),
        }
      : null,
  };
}
