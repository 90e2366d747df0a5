import { z } from 'zod';
import type {
  ApplicationAttachmentsAnswer,
  ApplicationAttachment,
} from '../applications/application-attachments.ts';
import type { ApplicationDetail, ApplicationSummary } from '../applications/application-answers.ts';
import { applicationStatuses } from '../applications/application-status.ts';
import { interviewResponses } from '../applications/interview-response.ts';
import type { Page } from '../jobs/job-answers.ts';
import { jobStatuses } from '../jobs/job-options.ts';
import { requirableCertificates } from '../resumes/certificates.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';
import { jobFit } from './job-answers.ts';
import { resumeView } from './resume-answers.ts';

/** Answer schemas of applications and their attachments (applications/application-answers.ts). */

const status = z.enum(applicationStatuses);

const interview = z.object({
  at: instant(),
  /** The venue's IANA time zone, in which `at` is shown. */
  timeZone: z.string(),
  location: z.string(),
});

const applicantShape = {
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  photoURL: z.string().nullable(),
};

const summaryShape = {
  id: z.uuid(),
  status,
  appliedAt: instant(),
  updatedAt: instant(),
  interview: interview.nullable(),
  job: z.object({
    id: z.uuid(),
    title: z.string(),
    venueName: z.string(),
    city: z.string(),
    status: z.enum(jobStatuses),
  }),
  /** For the restaurant's lists; null in the applicant's own. */
  applicant: z.object(applicantShape).nullable(),
  fit: jobFit.nullable(),
  tags: z.array(z.object({ id: z.uuid(), name: z.string() })),
};

export const applicationSummary = answerOf<ApplicationSummary>()(
  z.object(summaryShape).register(answerRegistry, {
    id: 'ApplicationSummary',
    description: 'An application as the lists (either side) show it.',
  }),
);

export const applicationPage = answerOf<Page<ApplicationSummary>>()(pageOf(applicationSummary));

export const applicationDetail = answerOf<ApplicationDetail>()(
  z
    .object({
      ...summaryShape,
      coverNote: z.string(),
      /** The restaurant's private notes: null for the applicant. */
      notes: z.string().nullable(),
      applicantDetails: z
        .object({
          ...applicantShape,
          email: z.string(),
          city: z.string().nullable(),
          headline: z.string().nullable(),
        })
        .nullable(),
      resume: resumeView.nullable(),
      timeline: z.array(
        z.object({
          id: z.uuid(),
          kind: z.enum([
            'applied',
            'status_changed',
            'interview_scheduled',
            'interview_cancelled',
            'interview_confirmed',
            'interview_reschedule_requested',
            'decision_extended',
            'closed_unanswered',
          ]),
          fromStatus: status.nullable(),
          toStatus: status.nullable(),
          note: z.string(),
          actor: z.enum(['restaurant', 'applicant', 'admin']).nullable(),
          byYou: z.boolean(),
          memberName: z.string().nullable(),
          interview: interview.nullable(),
          createdAt: instant(),
        }),
      ),
      viewer: z.enum(['restaurant', 'applicant', 'admin']),
      nextStatuses: z.array(status),
      canScheduleInterview: z.boolean(),
      interviewResponse: z.enum(interviewResponses).nullable(),
      canAnswerInterview: z.boolean(),
      restaurantId: z.uuid(),
      venueContactId: z.uuid(),
      decideBy: instant().nullable(),
      canExtendDecision: z.boolean(),
      closedUnanswered: z.boolean(),
      requiredCertificates: z.array(
        z.object({
          kind: z.enum(requirableCertificates),
          state: z.enum(['valid', 'expiring', 'expired', 'no_expiry', 'missing']),
        }),
      ),
    })
    .register(answerRegistry, {
      id: 'ApplicationDetail',
      description: "An application's page, with what the viewer may do.",
    }),
);

/** `{ id }`: the new application (POST /api/jobs/:id/applications). */
export const appliedAnswer = answerOf<{ id: string }>()(z.object({ id: z.uuid() }));

const applicationAttachment = answerOf<ApplicationAttachment>()(
  z
    .object({
      fileId: z.uuid(),
      fileName: z.string(),
      fileType: z.string(),
      fileSize: z.int().min(0),
      attachedAt: instant(),
      downloadUrl: z.string(),
    })
    .register(answerRegistry, {
      id: 'ApplicationAttachment',
      description: 'A file attached to an application.',
    }),
);

export const applicationAttachmentsAnswer = answerOf<ApplicationAttachmentsAnswer>()(
  z.object({ items: z.array(applicationAttachment), canEdit: z.boolean() }),
);
