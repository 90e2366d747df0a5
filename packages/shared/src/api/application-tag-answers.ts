import { z } from 'zod';
import type { ApplicationTag, ApplicationTagsAnswer } from '../applications/application-tags.ts';
import { answerOf, answerRegistry } from './answer-schema.ts';

/** Answer schemas of a venue's private tags (issue 16). */

export const applicationTagView = answerOf<ApplicationTag>()(
  z.object({ id: z.uuid(), name: z.string() }).register(answerRegistry, {
    id: 'ApplicationTag',
    description: "A venue's private tag on applications; never shown to applicants.",
  }),
);

export const applicationTagsAnswer = answerOf<ApplicationTagsAnswer>()(
  z.object({ items: z.array(applicationTagView), limit: z.int().min(1) }),
);

export const applicationTagList = answerOf<ApplicationTag[]>()(z.array(applicationTagView));
