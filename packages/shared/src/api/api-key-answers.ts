import { z } from 'zod';
import type { ApiKeyCreated, ApiKeyView, JobsFeed } from '../organisations/api-keys.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';
import { jobSummary } from './job-answers.ts';

/** Answer schemas of the jobs feed and its API keys (plans: Scale). */
const keyShape = {
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  createdAt: instant(),
  lastUsedAt: instant().nullable(),
};

export const apiKeyView = answerOf<ApiKeyView>()(
  z.object(keyShape).register(answerRegistry, {
    id: 'ApiKey',
    description: 'An API key of the jobs feed (never the key itself).',
  }),
);

export const apiKeyList = answerOf<ApiKeyView[]>()(z.array(apiKeyView));

export const apiKeyCreated = answerOf<ApiKeyCreated>()(
  z.object({ ...keyShape, key: z.string() }).register(answerRegistry, {
    id: 'ApiKeyCreated',
    description: 'A new API key: the only answer that holds the key.',
  }),
);

export const jobsFeedAnswer = answerOf<JobsFeed>()(
  z
    .object({
      organisation: z.string(),
      jobs: z.array(jobSummary.extend({ url: z.url(), validThrough: instant().nullable() })),
    })
    .register(answerRegistry, {
      id: 'JobsFeed',
      description: "An organisation's open jobs, for its own website.",
    }),
);
