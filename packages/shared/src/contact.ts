import { z } from 'zod';
import { emailAddress } from './text/email-address.ts';

/**
 * The Contact page's form. Messages are locale keys (`validation.*`), so the browser shows them
 * translated and the server answers with the English text of the same key.
 */
export const contactMessageInput = z.object({
  name: z
    .string('validation.nameRequired')
    .trim()
    .min(1, 'validation.nameRequired')
    .max(100, 'validation.nameTooLong'),
  email: emailAddress(),
  topic: z.enum(['job-seeker', 'restaurant', 'press', 'other'], 'validation.topicRequired'),
  message: z
    .string('validation.messageTooShort')
    .trim()
    .min(10, 'validation.messageTooShort')
    .max(2000, 'validation.messageTooLong'),
});

export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const contactTopics = contactMessageInput.shape.topic.options;

export interface ContactMessageReceipt {
  id: string;
  createdAt: string;
}
