import type { CertificateKind } from '../resumes/certificates.ts';
import type { PlanStatus } from '../plans/plan-status.ts';
import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import { signUpInput } from '../auth/sign-up-rules.ts';

export const adminUserTypes = ['applicant', 'restaurant', 'admin'] as const;
export type AdminUserType = (typeof adminUserTypes)[number];
export const adminUserStatuses = ['active', 'deactivated'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** The admin's Users list shows 50 a page unless asked for fewer. */
export const adminUsersPageSize = 50;

/**
 * GET /api/admin/users?q&type&status&page&pageSize. A filter the server does not know is
 * dropped (a hand-edited URL still lists), as the other list queries do.
 */
export const adminUsersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((text) => text || undefined),
  type: z.enum(adminUserTypes).optional().catch(undefined),
  status: z.enum(adminUserStatuses).optional().catch(undefined),
  ...pageParams(adminUsersPageSize),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** POST /api/admin/users: another admin, under the same rules as public sign-up (no role). */
export const createAdminInput = signUpInput.omit({ userType: true });
export type CreateAdminInput = z.infer<typeof createAdminInput>;

export const statusReasonMax = 500;

/** PUT /api/admin/users/:id/status: deactivate (isActive false) or reactivate. */
export const userStatusInput = z.object({
  isActive: z.boolean(),
  reason: z
    .string()
    .trim()
    .max(statusReasonMax, 'admin.users.validation.reasonTooLong')
    .optional()
    .transform((text) => text || undefined),
});
export type UserStatusInput = z.input<typeof userStatusInput>;

/** PUT /api/admin/users/:id/role. */
export const userRoleInput = z.object({ userType: z.enum(adminUserTypes) });
export type UserRoleInput = z.infer<typeof userRoleInput>;

/** One row of the admin's Users list. */
export interface AdminUserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: AdminUserType;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  photoURL: string | null;
  /** The venue's name, for restaurants that gave one. */
  venueName: string | null;
}

export interface AdminUserListing {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  applicationCount: number;
}

export interface AdminUserApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  venueName: string;
  status: string;
  appliedAt: string;
}

/** A venue's "checked" mark on one of an applicant's certificates (the certificate wallet). */
export interface AdminCertificateCheck {
  id: string;
  kind: CertificateKind;
  name: string;
  expiresOn: string;
  restaurantId: string;
  venueName: string;
  checkedAt: string;
  /** When an admin removed the mark; null while it stands. */
  removedAt: string | null;
}

export interface AdminUserSecurityEvent {
  id: string;
  occurredAt: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  type: string;
  ip: string | null;
  details: Record<string, unknown>;
}

/** GET /api/admin/users/:id: the user's page. */
export interface AdminUserDetail {
  user: AdminUserSummary & { profileComplete: boolean };
  profile: {
    phone: string | null;
    city: string | null;
    headline: string | null;
    bio: string | null;
    venueType: string | null;
    address: string | null;
    website: string | null;
  } | null;
  /** Restaurants: their newest 20 listings; null for other roles. */
  listings: AdminUserListing[] | null;
  /** Applicants: their newest 20 applications; null for other roles. */
  applications: AdminUserApplication[] | null;
  /** Applicants: venues' checks of their certificates, newest first; null for other roles. */
  certificateChecks: AdminCertificateCheck[] | null;
  securityEvents: AdminUserSecurityEvent[];
  /** Whether this is the signed-in admin (no status, role or delete actions on oneself). */
  isSelf: boolean;
  /** Admins: whether their authenticator is set up (null for other roles). */
  twoFactorEnabled: boolean | null;
  /**
   * The plan they work under (a restaurant member: their organisation's), which an admin may
   * change by a grant; null for admins and for a restaurant account in no organisation.
   */
  plan: PlanStatus | null;
}

/** An active session of a user (never its token). */
export interface AdminUserSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}
