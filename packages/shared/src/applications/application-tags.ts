import { z } from 'zod';
import { checkedText } from '../checked-text.ts';

/**
 * A venue's private tags on applications (issue 16): its own words to sort people by ("speaks
 * Spanish", "call back in May"). Never shown to applicants.
 */
export const tagLimits = { perVenue: 20, perApplication: 5, nameMax: 40 } as const;

export interface ApplicationTag {
  id: string;
  name: string;
}

/** POST /api/application-tags: a new tag's name. */
export const applicationTagInput = z.object({
  name: checkedText({ min: 1, max: tagLimits.nameMax, tooShortKey: 'validation.tagNameRequired' }),
});
export type ApplicationTagInput = z.infer<typeof applicationTagInput>;

/** PUT /api/applications/:id/tags: the tags it carries from now on (the venue's own, up to 5). */
export const applicationTagsInput = z.object({
  tagIds: z
    .array(z.uuid('validation.idInvalid'))
    .max(tagLimits.perApplication, 'validation.tooManyTags')
    .transform((ids) => [...new Set(ids)]),
});
export type ApplicationTagsInput = z.infer<typeof applicationTagsInput>;

/** GET /api/application-tags: the venue's tags by name, and how many it may keep. */
export interface ApplicationTagsAnswer {
  items: ApplicationTag[];
  limit: number;
}
