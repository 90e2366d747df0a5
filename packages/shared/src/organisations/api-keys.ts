import { z } from 'zod';
import type { JobSummary } from '../jobs/job-answers.ts';

/** Most API keys an organisation keeps at once (revoked ones do not count). */
export const API_KEY_LIMIT = 10;

/** POST /api/organisation/api-keys: a name that says where the key is used. */
export const apiKeyInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.apiKeyNameRequired')
    .max(60, 'validation.apiKeyNameTooLong'),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;

/** An API key as listed: never the key itself, only its first characters. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A new key: the one time the key itself is shown. */
export interface ApiKeyCreated extends ApiKeyView {
  key: string;
}

/** One job of the feed: its summary and its page's address. */
export interface FeedJob extends JobSummary {
  url: string;
  validThrough: string | null;
}

/** GET /api/feed/jobs: an organisation's open jobs, newest first, for its own website. */
export interface JobsFeed {
  organisation: string;
  jobs: FeedJob[];
}
