import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import type { SessionUser } from '@brigade/shared/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { totpCodeAt, totpStep } from '../../src/services/accounts/two-factor/totp.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { currentInterviewAnswerToken } from '../../src/services/applications/interview-answer-link.ts';
import { createContactMessage } from '../../src/services/contact/create-contact-message.ts';
import { sendMessage } from '../../src/services/messaging/send-message.ts';
import { startConversation } from '../../src/services/messaging/start-conversation.ts';
import { loadMailLinkKey } from '../../src/services/mail-links/signed-link-token.ts';
import { unsubscribeToken } from '../../src/services/mail-preferences/unsubscribe-link.ts';
import { saveJob } from '../../src/services/saved-jobs/save-job.ts';
import { listJobAlerts } from '../../src/services/job-alerts/list-job-alerts.ts';
import { listTemplates } from '../../src/services/message-templates/message-template-store.ts';
import { listTags } from '../../src/services/application-tags/tag-store.ts';
import { saveStoredFile } from '../../src/services/stored-files/save-stored-file.ts';
import { buildUser, sessionCookieOf, STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { buildJob, buildRestaurant, jobDefaults, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume, resumeDefaults } from '../support/resumes.ts';
import { buildPng, multipartBody, pdf } from '../support/sample-files.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';
import {
  AnswerSchemas,
  jsonAnswerSchema,
  operationsOf,
  readDocument,
  type ApiDocument,
} from './contract-document.ts';
import { inviteMember } from '../../src/services/organisations/invitations.ts';
import { createApiKey } from '../../src/services/organisations/api-keys.ts';
import { setInvitationToken } from './contract-fixture.ts';

/**
 * Every operation that answers JSON, succeeding once: a real, valid request (hand-written) by a
 * caller allowed to make it, on data built for it through the services. Its answer must have the
 * documented success status and match that status's documented schema. The fuzz test checks
 * every answer it gets, but random inputs rarely succeed where a success takes a valid body and
 * the right state (an interview, an attachment, a moderation): this file makes sure each success
 * answer is checked at least once. Its last test fails when an operation answering JSON is
 * neither in the table nor excluded below, with a reason.
 *
 * The cases run in order, and some build on the ones before (an interview is scheduled, then
 * read and cancelled; a file is shared, then seen by the restaurant and unshared), so the reads
 * see answers with something in them.
 */

type Caller = 'signed-out' | 'applicant' | 'restaurant' | 'admin';

/** What a case sends; the path parameters fill the documented path template. */
interface Sent {
  path?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** A raw body (multipart, tus bytes) with its own headers. */
  payload?: Buffer;
  headers?: Record<string, string>;
}

interface SuccessCase {
  /** The documented operation: `METHOD /api/path/{template}`. */
  operation: string;
  as: Caller;
  /** The documented success status it must answer. */
  status: number;
  /** What to send, made when the case runs (the fixture and the cases before it exist). */
  send?: (f: Fixture, t: TestApp) => Sent | Promise<Sent>;
  /** Keeps what a later case needs from the answer. */
  keep?: (answer: unknown, f: Fixture) => void;
}

/**
 * Operations that answer JSON on success but get no case here, and why. (Operations whose
 * success is not JSON — 204s, files, the CSV export, the data export, the social sign-in pages
 * and redirects, the live channel's event stream — have no JSON answer to check and are not
 * listed.)
 */
const excluded: Record<string, string> = {};

interface Fixture {
  cookies: Record<Caller, string>;
  applicant: SessionUser & { password: string };
  restaurant: SessionUser;
  /** An admin whose first sign-in the table makes (two-factor set-up). */
  newAdmin: SessionUser;
  /** A user the admin changes the role and status of. */
  victim: SessionUser;
  city: string;
  jobId: string;
  /** An open job the applicant applies to through the API. */
  openJobId: string;
  /** A job its restaurant edits and closes. */
  spareJobId: string;
  /** A job the admin closes. */
  moderatedJobId: string;
  applicationId: string;
  resumeId: string;
  conversationId: string;
  /** The restaurant's message, unread by the applicant. */
  messageId: string;
  /** The applicant's file (attached, shared, edited, a certificate's document). */
  fileId: string;
  /** The resume's certificate, with that file as its document. */
  certificateId?: string;
  contactMessageId: string;
  /** A venue the restaurant adds (kept from its answer), and a pending invitation's link token. */
  venueId?: string;
  invitationToken: string;
  /** The admin's sign-in answer, for the second step. */
  twoFactor?: TwoFactorStep;
}

/** A wall-clock time at the venue a year ahead (an interview must be in the future). */
const nextYear = () => `${new Date().getUTCFullYear() + 1}-03-14T10:30`;

const cases: SuccessCase[] = [
  // The system
  { operation: 'GET /api/health', as: 'signed-out', status: 200 },
  { operation: 'GET /api/openapi.json', as: 'signed-out', status: 200 },
  { operation: 'GET /api/auth/providers', as: 'signed-out', status: 200 },
  {
    operation: 'POST /api/contact',
    as: 'signed-out',
    status: 201,
    send: () => ({
      json: {
        name: 'Sam Carter',
        email: 'sam@example.com',
        topic: 'press',
        message: 'Could we talk about Brigade for an article?',
      },
    }),
  },

  // Accounts
  {
    operation: 'POST /api/auth/sign-up',
    as: 'signed-out',
    status: 201,
    send: () => ({
      json: {
        email: uniqueEmail('signup'),
        password: STRONG_PASSWORD,
        firstName: 'Noor',
        lastName: 'Haddad',
        userType: 'restaurant',
      },
    }),
  },
  {
    operation: 'POST /api/auth/sign-in',
    as: 'signed-out',
    status: 200,
    send: (f) => ({ json: { email: f.applicant.email, password: f.applicant.password } }),
  },
  {
    // An admin's first sign-in: the two-factor set-up step instead of a session.
    operation: 'POST /api/auth/sign-in',
    as: 'signed-out',
    status: 200,
    send: (f) => ({
      query: { portal: 'admin' },
      json: { email: f.newAdmin.email, password: STRONG_PASSWORD },
    }),
    keep: (answer, f) => {
      f.twoFactor = (answer as { twoFactor: TwoFactorStep }).twoFactor;
    },
  },
  {
    // …and its second step, with the new authenticator's code: the session and recovery codes.
    operation: 'POST /api/auth/two-factor',
    as: 'signed-out',
    status: 200,
    send: (f) => {
      const step = f.twoFactor;
      if (step?.stage !== 'setup') throw new Error('the admin sign-in gave no set-up step');
      const code = totpCodeAt(step.secret, totpStep(Date.now()));
      return { json: { challenge: step.challenge, code } };
    },
  },
  { operation: 'GET /api/auth/session', as: 'applicant', status: 200 },
  {
    operation: 'POST /api/auth/forgot-password',
    as: 'signed-out',
    status: 202,
    send: (f) => ({ json: { email: f.applicant.email } }),
  },

  // Profile
  { operation: 'GET /api/profile', as: 'restaurant', status: 200 },
  {
    operation: 'PUT /api/profile/decision-window',
    as: 'restaurant',
    status: 200,
    send: () => ({ json: { days: 28 } }),
  },
  {
    operation: 'PUT /api/profile',
    as: 'applicant',
    status: 200,
    send: () => ({
      json: {
        firstName: 'Ana',
        lastName: 'Silva',
        phone: '+33 6 12 34 56 78',
        bio: 'Ten years on the line, from bistros to banquets.',
        headline: 'Sous-chef',
        city: 'Lyon',
      },
    }),
  },
  {
    operation: 'POST /api/profile/picture',
    as: 'applicant',
    status: 200,
    send: () => multipartBody('me.png', 'image/png', buildPng(4, 4)),
  },
  { operation: 'DELETE /api/profile/picture', as: 'applicant', status: 200 },
  {
    operation: 'PUT /api/account/language',
    as: 'restaurant',
    status: 200,
    send: () => ({ json: { language: 'fr' } }),
  },
  { operation: 'GET /api/account/notification-preferences', as: 'applicant', status: 200 },
  {
    operation: 'PUT /api/account/notification-preferences',
    as: 'restaurant',
    status: 200,
    send: () => ({
      json: { preferences: [{ topic: 'applications', enabled: true, frequency: 'daily' }] },
    }),
  },
  {
    operation: 'GET /api/mail/unsubscribe',
    as: 'signed-out',
    status: 200,
    send: async (f, t) => {
      const key = await loadMailLinkKey(t.database.db);
      return { query: { token: unsubscribeToken(key, f.applicant.id, 'alerts') } };
    },
  },
  {
    operation: 'POST /api/mail/unsubscribe',
    as: 'signed-out',
    status: 200,
    send: async (f, t) => {
      const key = await loadMailLinkKey(t.database.db);
      return { query: { token: unsubscribeToken(key, f.applicant.id, 'alerts') } };
    },
  },

  // Jobs
  {
    operation: 'GET /api/jobs',
    as: 'signed-out',
    status: 200,
    send: (f) => ({ query: { city: f.city } }),
  },
  { operation: 'GET /api/jobs/latest', as: 'signed-out', status: 200 },
  {
    operation: 'POST /api/jobs',
    as: 'restaurant',
    status: 201,
    send: (f) => ({
      json: {
        ...jobDefaults,
        city: f.city,
        title: 'Pastry Chef',
        salary: 16.5,
        salaryMax: 19,
        payPeriod: 'hour',
        tipModel: 'pooled',
        requirements: ['Two years in pastry'],
        shifts: { fri: ['dinner', 'late'], sat: ['lunch'] },
        publish: true,
      },
    }),
  },
  {
    operation: 'GET /api/jobs/{id}',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.jobId } }),
  },
  {
    operation: 'GET /api/venues/{id}',
    as: 'signed-out',
    status: 200,
    // The restaurant's own venue (it keeps the account's id), with its open job.
    send: (f) => ({ path: { id: f.restaurant.id } }),
  },
  {
    operation: 'PUT /api/jobs/{id}',
    as: 'restaurant',
    status: 200,
    send: (f) => ({
      path: { id: f.spareJobId },
      json: { ...jobDefaults, city: f.city, title: 'Head Line Cook', postcode: '69002' },
    }),
  },
  {
    operation: 'POST /api/jobs/{id}/status',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.spareJobId }, json: { status: 'closed' } }),
  },
  {
    operation: 'POST /api/jobs/{id}/renew',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.jobId } }),
  },
  {
    operation: 'GET /api/jobs/{id}/stats',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.jobId } }),
  },
  {
    operation: 'POST /api/jobs/{id}/boost',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.jobId } }),
  },
  { operation: 'GET /api/restaurant/jobs', as: 'restaurant', status: 200 },
  {
    // Saved jobs: one saved first (saving answers 204, no JSON), so the list has an item.
    operation: 'GET /api/saved-jobs',
    as: 'applicant',
    status: 200,
    send: async (f, t) => {
      await saveJob(t.ctx, f.applicant, f.jobId);
      return {};
    },
  },
  { operation: 'GET /api/saved-jobs/ids', as: 'applicant', status: 200 },
  {
    // Job alerts: one created, then listed and paused.
    operation: 'POST /api/job-alerts',
    as: 'applicant',
    status: 201,
    send: (f) => ({ json: { name: 'Cooks nearby', query: { role: 'cook', city: f.city } } }),
  },
  { operation: 'GET /api/job-alerts', as: 'applicant', status: 200 },
  {
    operation: 'PATCH /api/job-alerts/{id}',
    as: 'applicant',
    status: 200,
    send: async (f, t) => {
      const [alert] = (await listJobAlerts(t.ctx, f.applicant.id)).items;
      return { path: { id: alert?.id ?? '' }, json: { paused: true } };
    },
  },

  // Plans: mine (an organisation's for a restaurant member), and an admin's grant.
  { operation: 'GET /api/plan', as: 'applicant', status: 200 },
  { operation: 'GET /api/plans', as: 'signed-out', status: 200 },
  {
    operation: 'POST /api/plan/checkout',
    as: 'applicant',
    status: 200,
    send: () => ({ json: { planId: 'pro', currency: 'EUR' } }),
  },
  { operation: 'POST /api/plan/manage', as: 'applicant', status: 200 },
  {
    operation: 'PUT /api/admin/users/{id}/plan',
    as: 'admin',
    status: 200,
    send: (f) => ({ path: { id: f.applicant.id }, json: { planId: 'pro', months: 1 } }),
  },

  // The jobs feed (Scale): its API keys, and the feed read with one.
  { operation: 'GET /api/organisation/api-keys', as: 'restaurant', status: 200 },
  {
    operation: 'POST /api/organisation/api-keys',
    as: 'restaurant',
    status: 201,
    send: () => ({ json: { name: 'Website' } }),
  },
  {
    operation: 'GET /api/feed/jobs',
    as: 'signed-out',
    status: 200,
    send: async (f, t) => {
      const { key } = await createApiKey(t.ctx, f.restaurant, { name: 'Feed' });
      return { headers: { authorization: `Bearer ${key}` } };
    },
  },

  // Teams: the organisation read, a venue added, edited, archived and back; an invitation sent
  // and one previewed from its link.
  { operation: 'GET /api/organisation', as: 'restaurant', status: 200 },
  {
    // A restaurant account in no organisation (a removed member) sets up its own.
    operation: 'POST /api/organisation',
    as: 'restaurant',
    status: 201,
    send: async (_f, t) => {
      const loner = await buildUser(t, { userType: 'restaurant' });
      await t.database.pool.query('DELETE FROM organisations WHERE owner_id = $1', [loner.id]);
      return { headers: { cookie: await sessionCookieOf(t, loner) } };
    },
  },
  {
    operation: 'POST /api/organisation/venues',
    as: 'restaurant',
    status: 201,
    send: () => ({ json: { venueName: 'Third Site', city: 'Leeds', country: 'GB' } }),
    keep: (answer, f) => {
      f.venueId = (answer as { id: string }).id;
    },
  },
  {
    operation: 'PUT /api/organisation/venues/{id}',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.venueId ?? '' }, json: { venueName: 'Second Site' } }),
  },
  {
    operation: 'POST /api/organisation/venues/{id}/logo',
    as: 'restaurant',
    status: 200,
    send: (f) => ({
      path: { id: f.venueId ?? '' },
      ...multipartBody('logo.png', 'image/png', buildPng(4, 4)),
    }),
  },
  {
    operation: 'DELETE /api/organisation/venues/{id}/logo',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.venueId ?? '' } }),
  },
  {
    operation: 'PUT /api/organisation/venues/{id}/archive',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.venueId ?? '' }, json: { archived: true } }),
  },
  {
    operation: 'POST /api/organisation/invitations',
    as: 'restaurant',
    status: 201,
    send: () => ({ json: { email: 'new.admin@brigade.test', role: 'admin' } }),
  },
  {
    operation: 'GET /api/invitation',
    as: 'signed-out',
    status: 200,
    send: (f) => ({ query: { token: f.invitationToken } }),
  },

  // Message templates: one added, listed and changed; a bulk move the map refuses (the
  // fixture's application keeps its status for the operations after).
  {
    operation: 'POST /api/message-templates',
    as: 'restaurant',
    status: 201,
    send: () => ({ json: { name: 'Thanks', body: 'Thank you {name} for applying to {job}.' } }),
  },
  { operation: 'GET /api/message-templates', as: 'restaurant', status: 200 },
  {
    operation: 'PUT /api/message-templates/{id}',
    as: 'restaurant',
    status: 200,
    send: async (f, t) => {
      const [template] = await listTemplates(t.database.db, f.restaurant.id);
      return { path: { id: template?.id ?? '' }, json: { name: 'Thanks', body: 'Thanks {name}.' } };
    },
  },
  {
    operation: 'POST /api/application-tags',
    as: 'restaurant',
    status: 201,
    send: () => ({ json: { name: 'Call back' } }),
  },
  { operation: 'GET /api/application-tags', as: 'restaurant', status: 200 },
  {
    operation: 'PUT /api/applications/{id}/tags',
    as: 'restaurant',
    status: 200,
    send: async (f, t) => {
      const tags = await listTags(t.database.db, f.restaurant.id);
      return { path: { id: f.applicationId }, json: { tagIds: tags.map((tag) => tag.id) } };
    },
  },
  {
    operation: 'POST /api/applications/bulk-status',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ json: { ids: [f.applicationId], status: 'Pending' } }),
  },

  // Resumes
  { operation: 'GET /api/resume', as: 'applicant', status: 200 },
  {
    operation: 'PUT /api/resume',
    as: 'applicant',
    status: 200,
    send: (f) => ({
      json: {
        ...resumeDefaults,
        headline: 'Sous-chef, banquets and bistros',
        certifications: [{ kind: 'food_hygiene', expiresOn: '', fileId: f.fileId }],
      },
    }),
    keep: (answer, f) => {
      f.certificateId = (answer as { resume: { certifications: { id: string }[] } }).resume
        .certifications[0]?.id;
    },
  },
  {
    operation: 'POST /api/resume/cv',
    as: 'applicant',
    status: 200,
    send: () => multipartBody('cv.pdf', 'application/pdf', pdf),
  },
  { operation: 'GET /api/resumes', as: 'restaurant', status: 200 },
  {
    operation: 'GET /api/resumes/{id}',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.resumeId } }),
  },
  { operation: 'DELETE /api/resume/cv', as: 'applicant', status: 200 },

  // Applications: applying, then the fixture's application moved, annotated, interviewed
  {
    operation: 'POST /api/jobs/{id}/applications',
    as: 'applicant',
    status: 201,
    send: (f) => ({ path: { id: f.openJobId }, json: { coverNote: 'Free on weekends.' } }),
  },
  {
    operation: 'POST /api/applications/{id}/status',
    as: 'restaurant',
    status: 200,
    send: (f) => ({
      path: { id: f.applicationId },
      json: { status: 'Reviewed', note: 'Strong references.' },
    }),
  },
  {
    operation: 'PUT /api/applications/{id}/notes',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId }, json: { notes: 'Call back on Monday.' } }),
  },
  // Still undecided (Reviewed): the venue takes its one extension before the interview.
  {
    operation: 'POST /api/applications/{id}/decision/extend',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId } }),
  },
  {
    operation: 'POST /api/applications/{id}/certificates/{certificateId}/check',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId, certificateId: f.certificateId ?? '' } }),
  },
  {
    operation: 'PUT /api/applications/{id}/interview',
    as: 'restaurant',
    status: 200,
    send: (f) => ({
      path: { id: f.applicationId },
      json: {
        localDateTime: nextYear(),
        timeZone: 'Europe/Paris',
        location: '12 Market Street, Lyon',
        note: 'Ask for Claire.',
      },
    }),
  },
  {
    operation: 'GET /api/applications/{id}',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId } }),
  },
  {
    operation: 'POST /api/applications/{id}/interview/response',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId }, json: { response: 'confirmed' } }),
  },
  {
    // The invite mail's answer link (its token made as the mail makes it).
    operation: 'GET /api/interview-answers',
    as: 'signed-out',
    status: 200,
    send: async (f, t) => ({
      query: { token: (await currentInterviewAnswerToken(t.database.db, f.applicationId)) ?? '' },
    }),
  },
  {
    operation: 'POST /api/interview-answers',
    as: 'signed-out',
    status: 200,
    send: async (f, t) => ({
      json: {
        token: (await currentInterviewAnswerToken(t.database.db, f.applicationId)) ?? '',
        response: 'reschedule_requested',
        note: 'Could we meet an hour later?',
      },
    }),
  },
  {
    operation: 'DELETE /api/applications/{id}/interview',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId } }),
  },
  {
    operation: 'POST /api/applications/{id}/attachments',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId }, json: { fileId: f.fileId } }),
  },
  {
    operation: 'GET /api/applications/{id}/attachments',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId } }),
  },
  {
    operation: 'DELETE /api/applications/{id}/attachments/{fileId}',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.applicationId, fileId: f.fileId } }),
  },
  { operation: 'GET /api/applicant/applications', as: 'applicant', status: 200 },
  { operation: 'GET /api/applicant/applications/counts', as: 'applicant', status: 200 },
  { operation: 'GET /api/restaurant/applications', as: 'restaurant', status: 200 },

  // Files: the applicant's file, edited, shared with the restaurant, unshared
  { operation: 'GET /api/files', as: 'applicant', status: 200 },
  { operation: 'GET /api/files/usage', as: 'applicant', status: 200 },
  {
    operation: 'PATCH /api/files/{id}',
    as: 'applicant',
    status: 200,
    send: (f) => ({
      path: { id: f.fileId },
      json: { description: 'Food hygiene certificate', category: 'Certificates', tags: ['haccp'] },
    }),
  },
  {
    operation: 'POST /api/files/{id}/shares',
    as: 'applicant',
    status: 200,
    send: (f) => ({
      path: { id: f.fileId },
      json: { email: f.restaurant.email, permissions: ['read'] },
    }),
  },
  {
    operation: 'GET /api/files/{id}',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.fileId } }),
  },
  { operation: 'GET /api/files/shared', as: 'restaurant', status: 200 },
  {
    operation: 'DELETE /api/files/{id}/shares/{userId}',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.fileId, userId: f.restaurant.id } }),
  },
  {
    // A whole file sent with the request that starts its upload (creation-with-upload).
    operation: 'POST /api/uploads',
    as: 'applicant',
    status: 201,
    send: () => ({
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(pdf.length),
        'upload-metadata': `filename ${base64('whole.pdf')},filetype ${base64('application/pdf')}`,
        'content-type': 'application/offset+octet-stream',
      },
      payload: pdf,
    }),
  },
  {
    // A resumable upload, started and then completed by one PATCH: the answer is `{ file }`.
    operation: 'PATCH /api/uploads/{id}',
    as: 'applicant',
    status: 200,
    send: async (f, t) => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          cookie: f.cookies.applicant,
          'tus-resumable': '1.0.0',
          'upload-length': String(pdf.length),
          'upload-metadata': `filename ${base64('menu.pdf')},filetype ${base64('application/pdf')}`,
        },
        remoteAddress: uniqueIp(),
      });
      if (started.statusCode !== 201) throw new Error(`the upload did not start: ${started.body}`);
      const location = String(started.headers.location);
      return {
        path: { id: location.slice(location.lastIndexOf('/') + 1) },
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: pdf,
      };
    },
  },

  // Messaging
  {
    // Their first conversation not about an application (the restaurant may be written to: the
    // applicant applied to it).
    operation: 'POST /api/conversations',
    as: 'applicant',
    status: 201,
    send: (f) => ({ json: { recipientId: f.restaurant.id } }),
  },
  {
    // Starting the same conversation again answers the one there is.
    operation: 'POST /api/conversations',
    as: 'applicant',
    status: 200,
    send: (f) => ({ json: { recipientId: f.restaurant.id, applicationId: f.applicationId } }),
  },
  { operation: 'GET /api/conversations', as: 'applicant', status: 200 },
  {
    operation: 'GET /api/conversations/{id}',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.conversationId } }),
  },
  { operation: 'GET /api/messages/unread-count', as: 'applicant', status: 200 },
  {
    operation: 'POST /api/messages/{id}/read',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.messageId } }),
  },
  {
    operation: 'POST /api/conversations/{id}/messages',
    as: 'restaurant',
    status: 201,
    send: (f) => ({ path: { id: f.conversationId }, json: { content: 'Could you do Friday?' } }),
  },
  {
    operation: 'POST /api/messages',
    as: 'applicant',
    status: 201,
    send: (f) => ({ json: { recipientId: f.restaurant.id, content: 'Friday works for me.' } }),
  },
  {
    operation: 'GET /api/conversations/{id}/messages',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.conversationId }, query: { limit: '10' } }),
  },
  {
    operation: 'POST /api/conversations/{id}/read',
    as: 'applicant',
    status: 200,
    send: (f) => ({ path: { id: f.conversationId } }),
  },
  {
    operation: 'GET /api/users/{id}/messages',
    as: 'restaurant',
    status: 200,
    send: (f) => ({ path: { id: f.applicant.id } }),
  },

  // Notifications (the status move, the interview and the messages made some)
  { operation: 'GET /api/notifications', as: 'applicant', status: 200 },
  {
    operation: 'POST /api/notifications/read',
    as: 'applicant',
    status: 200,
    send: () => ({ json: { all: true } }),
  },

  // Admin: users
  { operation: 'GET /api/admin/users', as: 'admin', status: 200 },
  {
    operation: 'POST /api/admin/users',
    as: 'admin',
    status: 201,
    send: () => ({
      json: {
        email: uniqueEmail('admin'),
        password: STRONG_PASSWORD,
        firstName: 'Iris',
        lastName: 'Moreau',
      },
    }),
  },
  {
    operation: 'GET /api/admin/users/{id}',
    as: 'admin',
    status: 200,
    send: (f) => ({ path: { id: f.applicant.id } }),
  },
  {
    operation: 'GET /api/admin/users/{id}/sessions',
    as: 'admin',
    status: 200,
    send: (f) => ({ path: { id: f.applicant.id } }),
  },
  {
    operation: 'PUT /api/admin/users/{id}/role',
    as: 'admin',
    status: 200,
    send: (f) => ({ path: { id: f.victim.id }, json: { userType: 'restaurant' } }),
  },
  {
    operation: 'PUT /api/admin/users/{id}/status',
    as: 'admin',
    status: 200,
    send: (f) => ({ path: { id: f.victim.id }, json: { isActive: false, reason: 'Spam' } }),
  },

  // Admin: dashboard, moderation, contact messages
  {
    operation: 'GET /api/admin/overview',
    as: 'admin',
    status: 200,
    send: () => ({ query: { tz: 'Europe/Paris' } }),
  },
  {
    operation: 'POST /api/admin/jobs/{id}/moderation',
    as: 'admin',
    status: 200,
    send: (f) => ({
      path: { id: f.moderatedJobId },
      json: { action: 'close', reason: 'The same job is listed twice.' },
    }),
  },
  { operation: 'GET /api/admin/jobs', as: 'admin', status: 200 },
  { operation: 'GET /api/admin/contact-messages', as: 'admin', status: 200 },
  {
    operation: 'PUT /api/admin/contact-messages/{id}',
    as: 'admin',
    status: 200,
    send: (f) => ({ path: { id: f.contactMessageId }, json: { read: true } }),
  },

  // Admin: the Security Center (the actions above recorded events and audit entries)
  { operation: 'GET /api/admin/security-events', as: 'admin', status: 200 },
  { operation: 'GET /api/admin/security-events/counts', as: 'admin', status: 200 },
  { operation: 'GET /api/admin/audit-log', as: 'admin', status: 200 },
];

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the API contract: a success of every operation answering JSON', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-success-'));
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let document: ApiDocument;
  let answers: AnswerSchemas;
  let fixture: Fixture;

  beforeAll(async () => {
    document = await readDocument(t.app);
    answers = new AnswerSchemas(document);
    fixture = await buildFixture();
  });

  /**
   * One of everything, through the services: a restaurant with four open jobs, an applicant
   * with a resume who applied to one of them, their conversation and a message, the applicant's
   * file, a contact message; an admin, and users that exist only to be acted on.
   */
  async function buildFixture(): Promise<Fixture> {
    // Independent steps run side by side (password hashing is most of the time).
    const city = uniqueWord('Lyon');
    const [restaurant, { applicant, resume }, admin, newAdmin, victim] = await Promise.all([
      buildRestaurant(t, { city }),
      buildApplicantWithResume(t),
      buildUser(t, { userType: 'admin' }),
      buildUser(t, { userType: 'admin' }),
      buildUser(t, { userType: 'applicant' }),
    ]);
    const newJob = () => buildJob(t, { restaurant, city });
    const cookieOf = (user: SessionUser) => sessionCookieOf(t, user);
    const [[job, openJob, spareJob, moderatedJob], file, contact, cookies] = await Promise.all([
      Promise.all([newJob(), newJob(), newJob(), newJob()]),
      saveStoredFile(
        t.ctx,
        { id: applicant.id, name: `${applicant.firstName} ${applicant.lastName}` },
        {
          folder: 'documents',
          fileName: 'hygiene.pdf',
          declaredType: 'application/pdf',
          bytes: pdf,
        },
      ),
      createContactMessage(
        t.ctx,
        { name: 'Sam', email: 'sam@example.com', topic: 'other', message: 'Hello, Brigade team!' },
        uniqueIp(),
      ),
      Promise.all([cookieOf(applicant), cookieOf(restaurant), cookieOf(admin)]),
    ]);
    const application = await applyToJob(t.ctx, applicant, job.id, { coverNote: 'Hello!' });
    const { conversation } = await startConversation(t.ctx, applicant, {
      recipientId: restaurant.id,
      applicationId: application.id,
    });
    const message = await sendMessage(t.ctx, restaurant, conversation.id, 'When can you start?');
    const invitation = await inviteMember(t.ctx, restaurant, {
      email: 'invited.cook@brigade.test',
      role: 'admin',
      venueIds: [],
    });
    await setInvitationToken(t, invitation.id, 'success-answers-invitation');
    const [applicantCookie, restaurantCookie, adminCookie] = cookies;
    return {
      cookies: {
        'signed-out': '',
        applicant: applicantCookie,
        restaurant: restaurantCookie,
        admin: adminCookie,
      },
      applicant,
      restaurant,
      newAdmin,
      victim,
      city,
      jobId: job.id,
      openJobId: openJob.id,
      spareJobId: spareJob.id,
      moderatedJobId: moderatedJob.id,
      applicationId: application.id,
      resumeId: resume.id,
      conversationId: conversation.id,
      messageId: message.id,
      fileId: file.id,
      contactMessageId: contact.id,
      invitationToken: 'success-answers-invitation',
    };
  }

  it.each(cases.map((one): [string, SuccessCase] => [`${one.operation} as ${one.as}`, one]))(
    '%s',
    async (_, one) => {
      const [method, path] = one.operation.split(' ') as [string, string];
      const operation = document.paths[path]?.[method.toLowerCase() as 'get'];
      if (!operation) throw new Error(`not in the document: ${one.operation}`);
      const validate = answers.validatorOf(operation, String(one.status));
      if (!validate) throw new Error(`no JSON answer documented for ${one.status}`);
      // The caller is one the document allows.
      const roles = operation['x-brigade-roles'];
      if (roles) expect(roles).toContain(one.as);
      const security = operation.security ?? [];
      if (security.length > 0 && security.every((scheme) => scheme.session)) {
        expect(one.as).not.toBe('signed-out');
      }

      const sent = (await one.send?.(fixture, t)) ?? {};
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = sent.path?.[name];
        if (value === undefined) throw new Error(`no value for the path parameter ${name}`);
        return encodeURIComponent(value);
      });
      const search = new URLSearchParams(sent.query).toString();
      const cookie = fixture.cookies[one.as];
      const response = await t.app.inject({
        method: method as 'GET',
        url: search ? `${url}?${search}` : url,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(sent.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...sent.headers,
        },
        ...(sent.json !== undefined ? { payload: JSON.stringify(sent.json) } : {}),
        ...(sent.payload ? { payload: sent.payload } : {}),
        remoteAddress: uniqueIp(),
      });

      const at = `${one.operation} → ${response.statusCode} ${response.body.slice(0, 500)}`;
      expect(response.statusCode, at).toBe(one.status);
      expect(response.headers['content-type'], at).toMatch(/^application\/json/);
      const answer = response.json<unknown>();
      if (!validate(answer)) {
        throw new Error(`answer off its schema: ${at}\n${answers.explain(validate)}`);
      }
      one.keep?.(answer, fixture);
    },
  );

  it('has a case for every operation answering JSON, or a reason for none', () => {
    const key = (operation: string, status: number | string) => `${operation} → ${status}`;
    const covered = new Set(cases.map((one) => key(one.operation, one.status)));
    const answeringJson = operationsOf(document).flatMap(({ method, path, operation }) =>
      Object.keys(operation.responses)
        .filter((status) => /^2\d\d$/.test(status))
        .filter((status) => operation.responses[status]?.content?.['application/json'])
        .map((status) => ({ operation: `${method} ${path}`, status, operationOf: operation })),
    );
    const missing = answeringJson
      .filter(({ operation }) => !(operation in excluded))
      .filter(({ operation, status }) => !covered.has(key(operation, status)))
      .map(({ operation, status }) => key(operation, status));
    expect(missing, 'operations answering JSON with no success case here').toEqual([]);

    // A covered answer has a schema to check (an empty one is no check at all).
    const unchecked = answeringJson
      .filter(({ operation }) => !(operation in excluded))
      .filter(({ operationOf, status }) => !jsonAnswerSchema(operationOf, status))
      .map(({ operation, status }) => key(operation, status));
    expect(unchecked, 'answers documented as JSON without a schema').toEqual([]);

    // The exclusions stay true: each is an operation answering JSON, and has no case.
    const stale = Object.keys(excluded).filter(
      (operation) =>
        !answeringJson.some((one) => one.operation === operation) ||
        cases.some((one) => one.operation === operation),
    );
    expect(stale, 'exclusions that no longer apply').toEqual([]);
  });
});
