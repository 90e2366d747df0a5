/**
 * The stable ids of derived notifications (kept in notification_reads). A status change's id
 * carries the application's updatedAt, so a later change is a new, unread notification.
 */
export const notificationIds = {
  newApplication: (applicationId: string) => `application:${applicationId}`,
  statusChanged: (applicationId: string, updatedAt: Date) =>
    `status:${applicationId}:${updatedAt.getTime()}`,
  newMessage: (messageId: string) => `message:${messageId}`,
  /** One per answer (its timeline event), so answering again is a new, unread notification. */
  interviewAnswer: (eventId: string) => `interview-answer:${eventId}`,
  /** Per listing and closing date, so a renewed listing that nears its new date warns again. */
  listingExpiring: (jobId: string, validThrough: Date) =>
    `listing-expiring:${jobId}:${validThrough.getTime()}`,
  listingExpired: (jobId: string, validThrough: Date) =>
    `listing-expired:${jobId}:${validThrough.getTime()}`,
  /** Per certificate (its place on the resume), date and reminder: the 7-day one is new again. */
  certificateExpiring: (index: number, expiresOn: string, days: number) =>
    `certificate:${index}:${expiresOn}:${days}`,
  /** Per application and closing date, so an extended window that nears its end warns again. */
  decisionDue: (applicationId: string, decideBy: Date) =>
    `decision-due:${applicationId}:${decideBy.getTime()}`,
} as const;
