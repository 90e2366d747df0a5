import { z } from 'zod';
import type { ApplicationCounts } from '../applications/application-answers.ts';
import { applicationStatuses } from '../applications/application-status.ts';
import { filePermissions, type StorageUsage, type StoredFileView } from '../files/stored-file.ts';
import type { Page } from '../jobs/job-answers.ts';
import type { NotificationsAnswer } from '../notifications/notification-answers.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';

/** Answer schemas of notifications, application counts, stored files and finished uploads. */

export const notificationsAnswer = answerOf<NotificationsAnswer>()(
  z.object({
    items: z.array(
      z.object({
        id: z.string(),
        kind: z.enum([
          'new_application',
          'status_changed',
          'new_message',
          'interview_confirmed',
          'interview_reschedule_requested',
          'job_expiring',
          'job_expired',
          'decision_due',
          'application_closed_unanswered',
          'certificate_expiring',
        ]),
        type: z.enum(['application', 'message', 'job']),
        params: z.record(z.string(), z.string()),
        read: z.boolean(),
        timestamp: instant(),
        link: z.string(),
      }),
    ),
    unreadCount: z.int().min(0),
  }),
);

const count = z.int().min(0);
export const applicationCounts = answerOf<ApplicationCounts>()(
  z.object({
    byStatus: z.object(
      Object.fromEntries(applicationStatuses.map((status) => [status, count])) as Record<
        (typeof applicationStatuses)[number],
        typeof count
      >,
    ),
    total: count,
  }),
);

export const storedFileView = answerOf<StoredFileView>()(
  z
    .object({
      id: z.uuid(),
      userId: z.uuid(),
      fileName: z.string(),
      fileType: z.string(),
      fileSize: z.int().min(0),
      uploadDate: instant(),
      lastModified: instant(),
      description: z.string(),
      category: z.string(),
      isPublic: z.boolean(),
      uploadedBy: z.string(),
      uploaderName: z.string(),
      tags: z.array(z.string()),
      sharedWith: z.array(z.string()),
      permissions: z.array(
        z.object({ userId: z.string(), permissions: z.array(z.enum(filePermissions)) }),
      ),
      sharedPeople: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string() })),
      folder: z.string(),
      path: z.string(),
      url: z.string(),
      canWrite: z.boolean(),
      canDelete: z.boolean(),
      canShare: z.boolean(),
      canPublish: z.boolean(),
      isOwner: z.boolean(),
    })
    .register(answerRegistry, {
      id: 'StoredFile',
      description: "A stored file's metadata, with what the reader may do with it.",
    }),
);

export const storedFilePage = answerOf<Page<StoredFileView>>()(pageOf(storedFileView));

export const storageUsage = answerOf<StorageUsage>()(
  z.object({ usedBytes: z.int().min(0), limitBytes: z.int().min(0) }),
);

/** `{ file }`: the answer to the tus request that completes an upload (the stored file). */
export const finishedUploadAnswer = answerOf<{ file: StoredFileView }>()(
  z.object({ file: storedFileView }),
);
