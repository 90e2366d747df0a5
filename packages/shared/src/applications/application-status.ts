/**
 * Application statuses and the moves between them, in one map used by the server (which refuses
 * anything else) and the browser (which offers only these). The spec: an application starts as
 * 'Pending'; scheduling an interview forces 'Shortlisted'; 'pending' is compared
 * case-insensitively by the notification rules.
 */
export const applicationStatuses = [
  'Pending',
  'Reviewed',
  'Shortlisted',
  'Offered',
  'Hired',
  'Rejected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const initialApplicationStatus: ApplicationStatus = 'Pending';

/** Still in play: the restaurant may reject it, the applicant may withdraw it. */
export const openApplicationStatuses = ['Pending', 'Reviewed', 'Shortlisted', 'Offered'] as const;

export function isOpenApplication(status: ApplicationStatus): boolean {
  return (openApplicationStatuses as readonly string[]).includes(status);
}

/** Who makes a move: the restaurant that posted the job, or the applicant. */
export type ApplicationActor = 'restaurant' | 'applicant';

/** The way forward, in order; the restaurant may skip steps (issue 16's pipeline board). */
const forward = ['Pending', 'Reviewed', 'Shortlisted', 'Offered', 'Hired'] as const;

type Moves = Readonly<Partial<Record<ApplicationStatus, ApplicationActor>>>;

/** From an open status: any later step and Rejected (restaurant), Withdrawn (applicant). */
function movesFrom(from: (typeof openApplicationStatuses)[number]): Moves {
  const later = forward.slice(forward.indexOf(from) + 1);
  return {
    ...Object.fromEntries(later.map((to) => [to, 'restaurant' as const])),
    Rejected: 'restaurant',
    Withdrawn: 'applicant',
  };
}

/**
 * The allowed moves: forward along Pending → Reviewed → Shortlisted → Offered → Hired, skipping
 * steps if the restaurant likes (a strong CV goes straight to Shortlisted), Rejected from any open
 * state (restaurant), Withdrawn from any open state (applicant). Never backwards: Hired, Rejected
 * and Withdrawn are final.
 */
export const applicationMoves: Readonly<Record<ApplicationStatus, Moves>> = {
  Pending: movesFrom('Pending'),
  Reviewed: movesFrom('Reviewed'),
  Shortlisted: movesFrom('Shortlisted'),
  Offered: movesFrom('Offered'),
  Hired: {},
  Rejected: {},
  Withdrawn: {},
};

export function canMoveApplication(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: ApplicationActor,
): boolean {
  return applicationMoves[from][to] === actor;
}

/** The moves `actor` may make from `from` (what the status control offers). */
export function nextApplicationStatuses(
  from: ApplicationStatus,
  actor: ApplicationActor,
): ApplicationStatus[] {
  return applicationStatuses.filter((to) => applicationMoves[from][to] === actor);
}

/** Scheduling an interview is possible while the application is before an offer. */
export const interviewableStatuses = ['Pending', 'Reviewed', 'Shortlisted'] as const;

export function canScheduleInterview(status: ApplicationStatus): boolean {
  return (interviewableStatuses as readonly string[]).includes(status);
}

/** The spec's "unchanged" state for notifications: 'pending', case-insensitively. */
export function isPendingStatus(status: string): boolean {
  return status.toLowerCase() === 'pending';
}
