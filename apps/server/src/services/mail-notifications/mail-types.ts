import type { MailTopic } from '@brigade/shared/notifications/mail-topics';
import { paths } from '@brigade/shared/routes';
import type { MailText } from '../../mail/mail-catalogue.ts';
import type {
  ApplicationFacts,
  JobFacts,
  MessageFacts,
  ResumeFacts,
  SubjectFacts,
} from './mail-event-facts.ts';

/** One stored event, as the flush reads it. */
export interface StoredMailEvent {
  id: string;
  type: string;
  subjectId: string;
  payload: Record<string, unknown>;
}

export interface ItemContext {
  t: MailText;
  language: string;
  recipientType: 'applicant' | 'restaurant' | 'admin';
}

/**
 * How each type of event reads in a mail: which subject it is about, the catalogue's
 * placeholders (`types.<type>.*`), the page it links to and, for some, a detail line.
 */
interface MailType<F extends SubjectFacts> {
  subject: F['kind'];
  params(facts: F, event: StoredMailEvent, context: ItemContext): Record<string, string>;
  url(facts: F, event: StoredMailEvent, context: ItemContext): string;
  /** Where the single-event mail's button goes when not to the item's own page. */
  actionUrl?: string;
  /** The placeholder a detail line shows (`types.<type>.detail`); no line when it is empty. */
  detail?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An interview's date and time in its venue's time zone, written for the reader. */
export function interviewWhen(at: Date, timeZone: string, language: string): string {
  const written = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  return `${written} (${timeZone.replaceAll('_', ' ')})`;
}

/** The interview a mail speaks of: the one in place, or the one an event remembers. */
function interviewParams(facts: ApplicationFacts, event: StoredMailEvent, context: ItemContext) {
  const remembered = event.payload.interview as
    { at: string; timeZone: string; location: string } | undefined;
  const at = remembered ? new Date(remembered.at) : facts.interviewAt;
  const timeZone = remembered?.timeZone ?? facts.interviewTimeZone ?? 'UTC';
  return {
    when: at ? interviewWhen(at, timeZone, context.language) : '',
    location: remembered?.location ?? facts.interviewLocation ?? '',
  };
}

const forRestaurant: MailType<ApplicationFacts> = {
  subject: 'application',
  params: (facts, event, context) => ({
    applicantName: facts.applicantName,
    jobTitle: facts.jobTitle,
    note: text(event.payload.note),
    ...interviewParams(facts, event, context),
  }),
  url: (_facts, event) => paths.restaurant.application(event.subjectId),
};

const forApplicant: MailType<ApplicationFacts> = {
  subject: 'application',
  params: (facts, event, context) => ({
    jobTitle: facts.jobTitle,
    venueName: facts.venueName,
    status: context.t(`statuses.${text(event.payload.status) || facts.status}`),
    ...interviewParams(facts, event, context),
  }),
  url: (_facts, event) => paths.applicant.application(event.subjectId),
};

const listingChange: MailType<JobFacts> = {
  subject: 'job',
  params: (facts, event) => ({ jobTitle: facts.jobTitle, reason: text(event.payload.reason) }),
  url: () => paths.restaurant.dashboard,
  detail: 'reason',
};

/** A listing's closing day (its `validThrough`, remembered by the event), written for the reader. */
function closingDay(event: StoredMailEvent, context: ItemContext): string {
  return writtenDay(text(event.payload.validThrough), context);
}

/** A day the event remembers (an ISO instant), written for the reader; nothing when missing. */
function writtenDay(iso: string, context: ItemContext): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(context.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    at,
  );
}

/** A listing about to close by itself, or closed by itself: its restaurant may renew it. */
const listingExpiry: MailType<JobFacts> = {
  subject: 'job',
  params: (facts, event, context) => ({
    jobTitle: facts.jobTitle,
    date: closingDay(event, context),
  }),
  url: () => paths.restaurant.dashboard,
};

/** An undecided application about to close by itself (no ghosting): the day it closes. */
const decisionDue: MailType<ApplicationFacts> = {
  ...forRestaurant,
  params: (facts, event, context) => ({
    ...forRestaurant.params(facts, event, context),
    date: writtenDay(text(event.payload.decideBy), context),
  }),
};

/** A certificate on the resume about to expire: named as the resume names it, with its day. */
const certificateExpiring: MailType<ResumeFacts> = {
  subject: 'resume',
  params: (_facts, event, context) => {
    const kind = text(event.payload.kind);
    const name = text(event.payload.name);
    const kindName = kind && kind !== 'other' ? context.t(`certificateKinds.${kind}`) : '';
    return {
      certificate: kindName ? (name ? `${kindName} · ${name}` : kindName) : name,
      date: writtenDay(text(event.payload.expiresOn), context),
    };
  },
  url: () => paths.applicant.createResume,
};

const mailTypes: Record<
  string,
  MailType<ApplicationFacts> | MailType<JobFacts> | MailType<MessageFacts> | MailType<ResumeFacts>
> = {
  new_application: forRestaurant,
  application_unanswered: forRestaurant,
  decision_due: decisionDue,
  interview_confirmed: forRestaurant,
  interview_reschedule_requested: { ...forRestaurant, detail: 'note' },
  job_closed_by_admin: listingChange,
  job_removed_by_admin: listingChange,
  job_expiring: listingExpiry,
  job_expired: listingExpiry,
  status_changed: forApplicant,
  application_closed: { ...forApplicant, actionUrl: paths.jobs },
  application_closed_unanswered: { ...forApplicant, actionUrl: paths.jobs },
  certificate_expiring: certificateExpiring,
  interview_scheduled: { ...forApplicant, detail: 'location' },
  interview_moved: { ...forApplicant, detail: 'location' },
  interview_cancelled: forApplicant,
  interview_reminder: {
    subject: 'application',
    params: (facts, event, context) => ({
      jobTitle: facts.jobTitle,
      otherName: context.recipientType === 'restaurant' ? facts.applicantName : facts.venueName,
      ...interviewParams(facts, event, context),
    }),
    url: (_facts, event, context) =>
      context.recipientType === 'restaurant'
        ? paths.restaurant.application(event.subjectId)
        : paths.applicant.application(event.subjectId),
    detail: 'location',
  } satisfies MailType<ApplicationFacts>,
  new_message: {
    subject: 'message',
    params: (facts) => ({ senderName: facts.senderName }),
    url: (facts) => paths.conversation(facts.conversationId),
  } satisfies MailType<MessageFacts>,
  alert_match: {
    subject: 'job',
    params: (facts, event) => ({
      jobTitle: facts.jobTitle,
      venueName: facts.venueName,
      city: facts.city,
      alertName: text(event.payload.alertName),
    }),
    url: (_facts, event) => paths.job(event.subjectId),
    detail: 'alertName',
  } satisfies MailType<JobFacts>,
};

export function mailTypeOf(type: string): MailType<SubjectFacts> {
  const found = mailTypes[type];
  if (!found) throw new Error(`unknown mail event type ${type}`);
  return found as MailType<SubjectFacts>;
}

/** Where a mail about several things of a topic sends its reader. */
export function topicPage(topic: MailTopic, recipientType: ItemContext['recipientType']): string {
  switch (topic) {
    case 'applications':
    case 'listings':
      return paths.restaurant.dashboard;
    case 'status':
      return paths.applicant.applications;
    case 'interviews':
      return recipientType === 'restaurant'
        ? paths.restaurant.dashboard
        : paths.applicant.applications;
    case 'messages':
      return paths.messaging;
    case 'alerts':
      return paths.jobs;
    case 'certificates':
      return paths.applicant.createResume;
  }
}
