import { certificateKinds } from '../resumes/certificates.ts';
import { z } from 'zod';
import { planStatusAnswer } from './plan-answers.ts';
import {
  adminUserTypes,
  type AdminUserDetail,
  type AdminUserSession,
  type AdminUserSummary,
} from '../admin/users.ts';
import type { Page } from '../jobs/job-answers.ts';
import { securitySeverities } from '../security/security-event-types.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';

/** Answer schemas of the admin's Users pages (admin/users.ts). */

const userShape = {
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(adminUserTypes),
  isActive: z.boolean(),
  createdAt: instant(),
  lastLogin: instant().nullable(),
  photoURL: z.string().nullable(),
  /** The venue's name, for restaurants that gave one. */
  venueName: z.string().nullable(),
};

export const adminUserSummary = answerOf<AdminUserSummary>()(
  z.object(userShape).register(answerRegistry, {
    id: 'AdminUser',
    description: "A user as the admin's Users list shows it.",
  }),
);

export const adminUserPage = answerOf<Page<AdminUserSummary>>()(pageOf(adminUserSummary));

export const adminUserDetail = answerOf<AdminUserDetail>()(
  z.object({
    user: z.object({ ...userShape, profileComplete: z.boolean() }),
    profile: z
      .object({
        phone: z.string().nullable(),
        city: z.string().nullable(),
        headline: z.string().nullable(),
        bio: z.string().nullable(),
        venueType: z.string().nullable(),
        address: z.string().nullable(),
        website: z.string().nullable(),
      })
      .nullable(),
    /** Restaurants: their newest listings; null for other roles. */
    listings: z
      .array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          status: z.string(),
          createdAt: instant(),
          applicationCount: z.int().min(0),
        }),
      )
      .nullable(),
    /** Applicants: their newest applications; null for other roles. */
    applications: z
      .array(
        z.object({
          id: z.uuid(),
          jobId: z.uuid(),
          jobTitle: z.string(),
          venueName: z.string(),
          status: z.string(),
          appliedAt: instant(),
        }),
      )
      .nullable(),
    /** Applicants: venues' checks of their certificates (removed ones too); else null. */
    certificateChecks: z
      .array(
        z.object({
          id: z.uuid(),
          kind: z.enum(certificateKinds),
          name: z.string(),
          expiresOn: z.union([z.iso.date(), z.literal('')]),
          restaurantId: z.uuid(),
          venueName: z.string(),
          checkedAt: instant(),
          removedAt: instant().nullable(),
        }),
      )
      .nullable(),
    securityEvents: z.array(
      z.object({
        id: z.uuid(),
        occurredAt: instant(),
        severity: z.enum(securitySeverities),
        type: z.string(),
        ip: z.string().nullable(),
        details: z.record(z.string(), z.unknown()),
      }),
    ),
    isSelf: z.boolean(),
    /** Admins: whether their authenticator is set up; null for other roles. */
    twoFactorEnabled: z.boolean().nullable(),
    plan: planStatusAnswer.nullable(),
  }),
);

export const adminUserSessions = answerOf<{ sessions: AdminUserSession[] }>()(
  z.object({
    sessions: z.array(
      z.object({
        id: z.uuid(),
        createdAt: instant(),
        updatedAt: instant(),
        expiresAt: instant(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
  }),
);
