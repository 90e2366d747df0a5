import { z } from 'zod';
import type { MailTopic } from './mail-topics.ts';

/**
 * `?token=` of the one-click unsubscribe link in every notification mail (RFC 8058). Bounded
 * so a pasted novel never reaches the signature check; the check itself says whether it is
 * genuine.
 */
export const unsubscribeQuery = z.object({
  token: z
    .string('errors.invalid_unsubscribe_link')
    .min(1, 'errors.invalid_unsubscribe_link')
    .max(2000, 'errors.invalid_unsubscribe_link'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/** GET and POST /api/mail/unsubscribe: the topic the link turns (or turned) off. */
export interface UnsubscribeAnswer {
  topic: MailTopic;
}
