/**
 * A notification (spec section 3: id, title, message, type, read, timestamp, link), derived on
 * the server from applications and messages. Title and message are written by the browser in the
 * reader's language from `kind` and `params`.
 */
export type NotificationKind =
  | 'new_application'
  | 'status_changed'
  | 'new_message'
  | 'interview_confirmed'
  | 'interview_reschedule_requested'
  | 'job_expiring'
  | 'job_expired'
  | 'decision_due'
  | 'application_closed_unanswered'
  | 'certificate_expiring';

export interface NotificationView {
  /**
   * Stable: `application:<id>`, `status:<applicationId>:<updatedAt ms>`, `message:<id>`,
   * `interview-answer:<timeline event id>`, `listing-expiring:<jobId>:<validThrough ms>`,
   * `listing-expired:<jobId>:<validThrough ms>`, `decision-due:<applicationId>:<decideBy ms>`.
   */
  id: string;
  kind: NotificationKind;
  type: 'application' | 'message' | 'job';
  /**
   * jobTitle, applicantName (new_application and the interview answers); jobTitle, status
   * (status_changed); senderName (new_message); jobTitle, validThrough (job_expiring, job_expired);
   * jobTitle, applicantName, decideBy (decision_due); jobTitle, venueName
   * (application_closed_unanswered); certificateKind, certificateName, expiresOn
   * (certificate_expiring).
   */
  params: Record<string, string>;
  read: boolean;
  timestamp: string;
  link: string;
}

/** GET /api/notifications: newest first; `unreadCount` is the badge. */
export interface NotificationsAnswer {
  items: NotificationView[];
  unreadCount: number;
}
