import { z } from 'zod';
import type { SessionUser } from '../session.ts';

/**
 * What Brigade mails about, as the person turns it on or off in Edit Profile → Notifications.
 * Password-reset and security mail are not topics: they always go.
 * - applications: a new application to a venue's listing, and an applicant still unanswered;
 * - listings: a listing about to expire or expired (renewable), or closed or removed by an admin
 *   (with the reason);
 * - status: an application's status changed, or it closed with its listing;
 * - interviews: an interview scheduled, moved, cancelled, answered, and the reminder before it;
 * - messages: a message not read within MESSAGE_MAIL_DELAY;
 * - alerts: a new listing that matches one of the person's job alerts;
 * - certificates: a certificate on the person's resume expiring in 30 days, then in 7.
 */
export const mailTopics = [
  'applications',
  'listings',
  'status',
  'interviews',
  'messages',
  'alerts',
  'certificates',
] as const;
export type MailTopic = (typeof mailTopics)[number];

/** The topics each kind of account can receive, in the order Edit Profile lists them. */
export const mailTopicsFor: Record<SessionUser['userType'], readonly MailTopic[]> = {
  applicant: ['status', 'interviews', 'messages', 'alerts', 'certificates'],
  restaurant: ['applications', 'interviews', 'listings', 'messages'],
  admin: ['messages'],
};

export const mailFrequencies = ['instant', 'daily'] as const;
export type MailFrequency = (typeof mailFrequencies)[number];

/**
 * Topics that may be gathered into one mail a day; the others only make sense at once. Job
 * alerts carry their own frequency, one per alert.
 */
export const digestibleTopics: readonly MailTopic[] = ['applications', 'status'];

export interface MailPreference {
  topic: MailTopic;
  enabled: boolean;
  frequency: MailFrequency;
}

/** Everything is on and instant until the person says otherwise. */
export const defaultMailPreference = (topic: MailTopic): MailPreference => ({
  topic,
  enabled: true,
  frequency: 'instant',
});

export const mailPreferenceInput = z
  .object({
    topic: z.enum(mailTopics, 'validation.mailTopicInvalid'),
    enabled: z.boolean(),
    frequency: z.enum(mailFrequencies, 'validation.mailFrequencyInvalid'),
  })
  .refine((value) => value.frequency === 'instant' || digestibleTopics.includes(value.topic), {
    message: 'validation.mailFrequencyInvalid',
    path: ['frequency'],
  });

/** PUT /api/account/notification-preferences: the topics to change (the others stay). */
export const mailPreferencesInput = z.object({
  preferences: z
    .array(mailPreferenceInput)
    .min(1, 'validation.required')
    .max(mailTopics.length, 'validation.mailTopicRepeated')
    // One row per topic: the same topic twice would be two answers to one question.
    .refine(
      (list) => new Set(list.map((preference) => preference.topic)).size === list.length,
      'validation.mailTopicRepeated',
    ),
});
export type MailPreferencesInput = z.infer<typeof mailPreferencesInput>;

export interface MailPreferencesAnswer {
  preferences: MailPreference[];
}
