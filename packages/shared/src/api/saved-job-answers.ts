import { z } from 'zod';
import type { Page } from '../jobs/job-answers.ts';
import { savedJobAvailabilities, type SavedJob, type SavedJobIds } from '../jobs/saved-jobs.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';
import { jobSummary } from './job-answers.ts';

/** Answer schemas of saved jobs (jobs/saved-jobs.ts). */

export const savedJob = answerOf<SavedJob>()(
  z
    .object({
      jobId: z.uuid(),
      title: z.string(),
      savedAt: instant(),
      availability: z.enum(savedJobAvailabilities),
      job: jobSummary.nullable(),
    })
    .register(answerRegistry, {
      id: 'SavedJob',
      description: 'A job the applicant saved, and whether it still takes applications.',
    }),
);

export const savedJobPage = answerOf<Page<SavedJob>>()(pageOf(savedJob));

export const savedJobIdsAnswer = answerOf<SavedJobIds>()(z.object({ jobIds: z.array(z.uuid()) }));
