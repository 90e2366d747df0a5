import { z } from 'zod';
import {
  mailFrequencies,
  mailTopics,
  type MailPreferencesAnswer,
} from '../notifications/mail-topics.ts';
import type { UnsubscribeAnswer } from '../notifications/unsubscribe.ts';
import { answerOf, answerRegistry } from './answer-schema.ts';

/** Answer schemas of Edit Profile → Notifications and the one-click unsubscribe link. */

export const mailPreferencesAnswer = answerOf<MailPreferencesAnswer>()(
  z
    .object({
      preferences: z.array(
        z.object({
          topic: z.enum(mailTopics),
          enabled: z.boolean(),
          frequency: z.enum(mailFrequencies),
        }),
      ),
    })
    .register(answerRegistry, {
      id: 'MailPreferences',
      description: 'One entry per topic the account can be mailed about, defaults filled in.',
    }),
);

export const unsubscribeAnswer = answerOf<UnsubscribeAnswer>()(
  z.object({ topic: z.enum(mailTopics) }),
);
