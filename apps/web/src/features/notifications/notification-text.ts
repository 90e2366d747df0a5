import type { TFunction } from '../../lib/translation/translate.ts';
import type { NotificationView } from '@brigade/shared/notifications/notification-answers';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { certificateKinds, type CertificateKind } from '@brigade/shared/resumes/certificates';
import { certificateTitle } from '../resume/index.ts';

const isCertificateKind = (kind: string): kind is CertificateKind =>
  (certificateKinds as readonly string[]).includes(kind);

/** A listing's closing day in the reader's language; nothing when the date is missing. */
const closingDay = (iso: string | undefined, language: string) =>
  iso ? formatDateTime(iso, language, true) : '';

/**
 * A notification's title and message in the reader's language, from its kind and params. A
 * status is worded as the application pages word it (the `applications` texts, loaded with the
 * panel); a sender without a name has deleted their account. `language` writes dates.
 */
export function notificationText(
  t: TFunction,
  item: Pick<NotificationView, 'kind' | 'params'>,
  language = 'en',
): { title: string; message: string } {
  const { params } = item;
  const title = t(`notifications.kinds.${item.kind}.title`);
  switch (item.kind) {
    case 'new_application':
      return {
        title,
        message: t('notifications.kinds.new_application.message', {
          applicantName: params.applicantName ?? '',
          jobTitle: params.jobTitle ?? '',
        }),
      };
    case 'status_changed': {
      const status = params.status ?? '';
      return {
        title,
        message: t('notifications.kinds.status_changed.message', {
          jobTitle: params.jobTitle ?? '',
          status: t(`applications.statuses.${status}`, { defaultValue: status }),
        }),
      };
    }
    case 'interview_confirmed':
    case 'interview_reschedule_requested':
      return {
        title,
        message: t(`notifications.kinds.${item.kind}.message`, {
          applicantName: params.applicantName || t('notifications.deletedUser'),
          jobTitle: params.jobTitle ?? '',
        }),
      };
    case 'new_message':
      return {
        title,
        message: t('notifications.kinds.new_message.message', {
          senderName: params.senderName || t('notifications.deletedUser'),
        }),
      };
    case 'decision_due':
      return {
        title,
        message: t('notifications.kinds.decision_due.message', {
          applicantName: params.applicantName || t('notifications.deletedUser'),
          jobTitle: params.jobTitle ?? '',
          date: closingDay(params.decideBy, language),
        }),
      };
    case 'application_closed_unanswered':
      return {
        title,
        message: t('notifications.kinds.application_closed_unanswered.message', {
          jobTitle: params.jobTitle ?? '',
          venueName: params.venueName ?? '',
        }),
      };
    case 'certificate_expiring': {
      const kind = params.certificateKind ?? 'other';
      const certificate = certificateTitle(
        { kind: isCertificateKind(kind) ? kind : 'other', name: params.certificateName ?? '' },
        (known) => t(`resume.certificateKinds.${known}`),
      );
      return {
        title,
        message: t('notifications.kinds.certificate_expiring.message', {
          certificate,
          date: closingDay(params.expiresOn, language),
        }),
      };
    }
    case 'job_expiring':
    case 'job_expired':
      return {
        title,
        message: t(`notifications.kinds.${item.kind}.message`, {
          jobTitle: params.jobTitle ?? '',
          date: closingDay(params.validThrough, language),
        }),
      };
  }
}
