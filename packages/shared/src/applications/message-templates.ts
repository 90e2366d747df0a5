import { z } from 'zod';
import { checkedText } from '../checked-text.ts';
import { applicationStatuses } from './application-status.ts';

/**
 * A venue's message templates (issue 16, faster decisions): the words sent with a status move to
 * several applicants at once, each filled with that applicant's name and job.
 */
export const templateLimits = { perVenue: 20, nameMax: 80, bodyMax: 2000 } as const;

/** The placeholders a template may use, and what fills them. */
export const templatePlaceholders = ['{name}', '{job}', '{venue}'] as const;

export interface TemplateValues {
  /** The applicant's first name. */
  name: string;
  job: string;
  venue: string;
}

/** A template's body for one applicant: every placeholder replaced, the rest kept as written. */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body
    .replaceAll('{name}', values.name)
    .replaceAll('{job}', values.job)
    .replaceAll('{venue}', values.venue);
}

/** POST and PUT /api/message-templates: a name to pick it by and the words. */
export const messageTemplateInput = z.object({
  name: checkedText({
    min: 1,
    max: templateLimits.nameMax,
    tooShortKey: 'validation.templateNameRequired',
  }),
  body: checkedText({
    min: 1,
    max: templateLimits.bodyMax,
    tooShortKey: 'validation.templateBodyRequired',
  }),
});
export type MessageTemplateInput = z.infer<typeof messageTemplateInput>;

export interface MessageTemplate {
  id: string;
  name: string;
  body: string;
  updatedAt: string;
}

/** GET /api/message-templates: the venue's templates, oldest first, and how many it may keep. */
export interface MessageTemplatesAnswer {
  items: MessageTemplate[];
  limit: number;
}

/** How many applications one bulk move may name (a board shows 50). */
export const bulkMoveMax = 50;

/**
 * POST /api/applications/bulk-status: several applications to one status, each with the
 * template's words filled for its applicant when a template is named.
 */
export const bulkStatusInput = z.object({
  ids: z
    .array(z.uuid('validation.idInvalid'))
    .min(1, 'validation.bulkNoneSelected')
    .max(bulkMoveMax, 'validation.bulkTooMany')
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(applicationStatuses, 'validation.statusInvalid'),
  templateId: z.uuid('validation.idInvalid').nullable().default(null),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInput>;

/**
 * Each application's outcome: moved (`error` null) or why not (an error code), and whether the
 * template's words reached its applicant.
 */
export interface BulkStatusAnswer {
  results: { id: string; error: string | null; messaged: boolean }[];
}
