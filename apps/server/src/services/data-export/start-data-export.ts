import { Readable } from 'node:stream';
import type { SessionUser } from '@brigade/shared/session';
import type { AppContext } from '../../core/app-context.ts';
import type { RequestDetails } from '../../core/request-details.ts';
import { readMailPreferences } from '../mail-preferences/read-mail-preferences.ts';
import { readNotifications } from '../notifications/read-notifications.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { exportAccount } from './export-account.ts';
import { applicationBatches } from './export-applications.ts';
import { exportFiles, type ZipFileEntry } from './export-files.ts';
import { jobBatches } from './export-jobs.ts';
import { savedJobBatches } from './export-saved-jobs.ts';
import { jobAlertBatches } from './export-job-alerts.ts';
import { applicationTagBatches, messageTemplateBatches } from './export-venue-tools.ts';
import { conversationsOf, messageBatches } from './export-messages.ts';
import { securityEventBatches } from './export-security-events.ts';
import { writeJsonDocument, type JsonSection } from './json-document.ts';
import { streamZip, type ZipSource } from './zip-stream.ts';

export interface DataExport {
  /** `brigade-data-YYYY-MM-DD.zip` (the UTC date). */
  fileName: string;
  stream: Readable;
}

/** What the document says about itself, for whoever opens it. */
const about = {
  format: 'Brigade data export',
  version: 1,
  contents:
    'Everything Brigade holds about you: your account and profile, your resume (as JSON Resume, ' +
    'also in resume.json), your job listings if you post jobs, the applications you made or ' +
    'received with their timelines, the jobs you saved, your job alerts, your conversations and ' +
    'messages, ' +
    'your notifications and which e-mails you get, the ' +
    'security events about your account, and the list of your files (in the files folder).',
};

/** The bytes of a stored file, or nothing (logged) if it went between the listing and now. */
function storedFileSource(ctx: AppContext, log: RequestDetails['log'], entry: ZipFileEntry) {
  return {
    ...entry,
    open: async () => {
      const file = await ctx.storage.read(entry.key);
      if (file) return file.body;
      log.warn({ path: entry.path }, 'a stored file went missing during a data export');
      return Readable.from([]);
    },
  } satisfies ZipSource;
}

/**
 * "Download my data" (issue 13): records a `data_exported` security event, then answers a zip
 * streamed as it is read — `brigade-data.json` (written section by section, long lists in
 * batches), `resume.json` for applicants with a resume, and the person's stored files from the
 * storage port, one at a time. Only the small records and the file list are read up front.
 */
export async function startDataExport(
  ctx: AppContext,
  request: RequestDetails,
  user: Pick<SessionUser, 'id' | 'userType'>,
  now = new Date(),
): Promise<DataExport> {
  const { db } = ctx.database;
  const [account, files, conversations, notifications, mailPreferences] = await Promise.all([
    exportAccount(ctx, user.id),
    exportFiles(ctx, user.id),
    conversationsOf(db, user.id),
    readNotifications(ctx, user, now),
    readMailPreferences(db, user),
  ]);
  await recordSecurityEvent(db, {
    type: 'data_exported',
    userId: user.id,
    ip: request.ip,
    details: { userType: user.userType, files: files.entries.length },
  });

  const sections: JsonSection[] = [
    { name: 'about', value: about },
    { name: 'exportedAt', value: now.toISOString() },
    { name: 'account', value: account.account },
    { name: 'profile', value: account.profile },
    { name: 'venue', value: account.venue },
    { name: 'signInMethods', value: account.signInMethods },
    { name: 'sessions', value: account.sessions },
    { name: 'twoFactor', value: account.twoFactor },
    { name: 'resume', value: account.resume },
    { name: 'resumeDetails', value: account.resumeDetails },
    ...(user.userType === 'restaurant'
      ? [{ name: 'jobs', batches: () => jobBatches(db, user.id) }]
      : []),
    { name: 'applications', batches: () => applicationBatches(db, user) },
    { name: 'savedJobs', batches: () => savedJobBatches(db, user.id) },
    { name: 'jobAlerts', batches: () => jobAlertBatches(db, user.id) },
    { name: 'messageTemplates', batches: () => messageTemplateBatches(db, user.id) },
    { name: 'applicationTags', batches: () => applicationTagBatches(db, user.id) },
    { name: 'conversations', value: conversations },
    {
      name: 'messages',
      batches: () =>
        messageBatches(
          db,
          user.id,
          conversations.map((conversation) => conversation.id),
        ),
    },
    { name: 'notifications', value: notifications.items },
    { name: 'mailPreferences', value: mailPreferences },
    { name: 'securityEvents', batches: () => securityEventBatches(db, user.id) },
    { name: 'files', value: files.records },
  ];
  const sources: ZipSource[] = [
    {
      path: 'brigade-data.json',
      mtime: now,
      compress: true,
      open: async () => Readable.from(writeJsonDocument(sections), { objectMode: false }),
    },
    ...(account.resume
      ? [
          {
            path: 'resume.json',
            mtime: now,
            compress: true,
            open: async () =>
              Readable.from([Buffer.from(`${JSON.stringify(account.resume, null, 2)}\n`)]),
          },
        ]
      : []),
    ...files.entries.map((entry) => storedFileSource(ctx, request.log, entry)),
  ];
  return {
    fileName: `brigade-data-${now.toISOString().slice(0, 10)}.zip`,
    stream: streamZip(sources, request.log),
  };
}
