import { z } from 'zod';
import type {
  BulkStatusAnswer,
  MessageTemplate,
  MessageTemplatesAnswer,
} from '../applications/message-templates.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';

/** Answer schemas of message templates and bulk status moves (issue 16). */

export const messageTemplateView = answerOf<MessageTemplate>()(
  z
    .object({ id: z.uuid(), name: z.string(), body: z.string(), updatedAt: instant() })
    .register(answerRegistry, {
      id: 'MessageTemplate',
      description:
        "A venue's message template: {name}, {job} and {venue} are filled per applicant.",
    }),
);

export const messageTemplatesAnswer = answerOf<MessageTemplatesAnswer>()(
  z.object({ items: z.array(messageTemplateView), limit: z.int().min(1) }),
);

export const bulkStatusAnswer = answerOf<BulkStatusAnswer>()(
  z.object({
    results: z.array(
      z.object({ id: z.uuid(), error: z.string().nullable(), messaged: z.boolean() }),
    ),
  }),
);
