import type { SessionUser } from '@brigade/shared/session';

/** The parts of an application its access depends on. */
export interface ApplicationParties {
  applicantId: string;
  restaurantId: string;
}

export type ApplicationViewer = 'restaurant' | 'applicant' | 'admin';

/**
 * Who `user` is to this application: its applicant, a member who works for the job's venue
 * (`venueIds`: the venues the organisation policy gives them), an admin — or nobody (null: the
 * application is not revealed to them at all).
 */
export function applicationViewer(
  user: Pick<SessionUser, 'id' | 'userType'>,
  venueIds: readonly string[],
  application: ApplicationParties,
): ApplicationViewer | null {
  if (user.userType === 'admin') return 'admin';
  if (user.userType === 'applicant' && user.id === application.applicantId) return 'applicant';
  if (user.userType === 'restaurant' && venueIds.includes(application.restaurantId)) {
    return 'restaurant';
  }
  return null;
}

/** Only the two parties act on an application; admins read it (moderation comes with issue 7). */
export function canActOnApplication(
  viewer: ApplicationViewer | null,
): viewer is 'restaurant' | 'applicant' {
  return viewer === 'restaurant' || viewer === 'applicant';
}
