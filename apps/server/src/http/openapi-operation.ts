import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { errorStatus, type ErrorCode } from '@brigade/shared/errors';
import type { SessionUser } from '@brigade/shared/session';
import { answerRegistry } from '@brigade/shared/api/answer-schema';
import { errorEnvelope } from '@brigade/shared/api/error-envelope';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Role = SessionUser['userType'];
type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/**
 * A route's entry in the API document (`schema.doc`). Documentation only: Fastify never reads
 * it, and answers are not serialized through `answer` (decision 015); the contract test checks
 * that the server's real answers match it.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /**
   * Who may call it: anyone (`public`, the default), anyone with an answer that depends on the
   * session (`optional`), any signed-in user, or only these roles (403 for the others).
   */
  access?: 'public' | 'optional' | 'signed-in' | readonly Role[];
  /** The success status, or statuses; 200 by default. */
  status?: SuccessStatus | readonly SuccessStatus[];
  /** The success answer: a schema of its JSON, or the media type of a file or page. */
  answer?: z.ZodType | `${string}/${string}`;
  /** The success answers with headers only (tus's HEAD: the offset), never a body. */
  headersOnly?: true;
  /** A body the service parses itself, in the spec's order (documented, not route-validated). */
  body?: z.ZodType;
  /** The body is multipart/form-data with one file, in any field (single-file-upload.ts). */
  upload?: boolean;
  /** Error codes beyond the ones every route of its kind may answer (see `errorCodesOf`). */
  errors?: readonly ErrorCode[];
  /**
   * What the path names belongs to someone (a job's restaurant, a file's owner, an application's
   * or a conversation's two parties): for anyone else of an allowed role, unless they were let in
   * (a share, a public file), it is never a success (`x-brigade-owner`; the contract test sends
   * it with the session of an account that has nothing to do with it).
   */
  owner?: true;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route's entry in the API document (src/http/openapi-operation.ts). */
    doc?: RouteDoc;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SUCCESS_TEXT: Record<SuccessStatus, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no content',
  302: 'Redirected',
};

/** The area each operation is listed under, by the first matching path prefix. */
export const apiTags: ReadonlyArray<[prefix: RegExp, name: string, description: string]> = [
  [/^\/api\/(health|openapi)/, 'system', 'Health and this document'],
  [
    /^\/api\/(auth|account|mail)\b/,
    'accounts',
    'Sign-up, sign-in, sessions, the account and its mail settings',
  ],
  [/^\/api\/contact/, 'contact', 'The Contact page'],
  [/^\/api\/profile/, 'profile', 'Edit Profile and the profile picture'],
  [
    /^\/api\/jobs\/[^/]+\/applications|^\/api\/(applicant|restaurant)\/applications|^\/api\/(applications|interview-answers)/,
    'applications',
    'Applying, application pages, attachments, interview answers',
  ],
  [
    /^\/api\/(jobs|restaurant\/jobs|saved-jobs|job-alerts)/,
    'jobs',
    'Browse Jobs, job pages, Post a Job, Manage Listings, saved jobs, job alerts',
  ],
  [/^\/api\/resumes?\b/, 'resumes', 'Resumes, CVs, Browse Applicants'],
  [
    /^\/api\/(conversations|messages|users\/[^/]+\/messages|live)/,
    'messaging',
    'Conversations, messages and the live channel',
  ],
  [/^\/api\/notifications/, 'notifications', 'The notification bell'],
  [/^\/api\/(files|uploads)/, 'files', 'My Files, sharing and resumable uploads'],
  [/^\/api\/admin\/users/, 'admin-users', "The admin's Users pages"],
  [/^\/api\/admin\/(security-events|audit-log)/, 'admin-security', 'The Security Center'],
  [/^\/api\/admin/, 'admin', 'The admin dashboard, moderation and contact messages'],
];

/**
 * The error codes a route may answer: validation_failed and bad_request anywhere (any query or
 * parameter may hold unstorable text, any URL may be malformed); unauthorized where a session is
 * needed; forbidden for other roles and on every state-changing route (the same-origin check);
 * payload_too_large with a body; not_found with path parameters; and the route's own.
 */
export function errorCodesOf(
  methods: readonly string[],
  url: string,
  doc: RouteDoc,
  hasBody: boolean | undefined,
) {
  const codes = new Set<ErrorCode>(['validation_failed', 'bad_request']);
  const access = doc.access ?? 'public';
  if (access !== 'public' && access !== 'optional') codes.add('unauthorized');
  const changesState = methods.some((method) => STATE_CHANGING.has(method));
  if (Array.isArray(access) || changesState) codes.add('forbidden');
  if (hasBody) codes.add('payload_too_large');
  if (url.includes('/:')) codes.add('not_found');
  for (const code of doc.errors ?? []) codes.add(code);
  return [...codes];
}

const envelope = { $ref: `#/components/schemas/${answerRegistry.get(errorEnvelope)?.id}` };

function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: `Refused: ${list.join(', ')}`,
        ...(status === 429
          ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait' } } }
          : {}),
        content: {
          'application/json': {
            schema: {
              allOf: [
                envelope,
                {
                  type: 'object',
                  properties: { error: { type: 'object', properties: { code: { enum: list } } } },
                },
              ],
            },
          },
        },
      },
    ]),
  );
}

const zodTransform = createJsonSchemaTransform({ skipList: [], schemaRegistry: answerRegistry });
type TransformInput = Parameters<SwaggerTransform>[0];

/**
 * Turns a route into its operation: hidden outside /api; otherwise the zod input schemas as
 * JSON Schema (with the service-parsed `doc.body`), the documented answer, every error code
 * grouped by status as the error envelope, the session requirement, the roles and the tag.
 */
export function toOperation(input: TransformInput): { schema: FastifySchema; url: string } {
  const { url, route } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const methods = [route.method].flat();
  const { doc: found, ...schema } = (input.schema ?? {}) as FastifySchema;
  // A route without a doc still appears, flagged, and the contract test fails on the flag.
  const doc = found ?? { summary: `${methods.join(', ')} ${url}` };
  const body = schema.body ?? doc.body;
  const statuses = [doc.status ?? 200].flat() as SuccessStatus[];
  const answer = typeof doc.answer === 'string' ? undefined : doc.answer;
  const converted = zodTransform({
    ...input,
    schema: {
      ...schema,
      ...(body ? { body } : {}),
      ...(answer ? { response: { 200: answer } } : {}),
    },
  }).schema as FastifySchema & { response?: Record<string, unknown> };
  if (doc.upload) {
    converted.body = { type: 'object', properties: { file: { type: 'string', format: 'binary' } } };
    converted.consumes = ['multipart/form-data'];
  }
  const answerJson = converted.response?.[200];
  const success = Object.fromEntries(
    statuses.map((status) => [status, successResponse(status, doc, answerJson)]),
  );
  const access = doc.access ?? 'public';
  const roles = access === 'signed-in' ? ['applicant', 'restaurant', 'admin'] : access;
  return {
    url,
    schema: {
      ...converted,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [apiTags.find(([prefix]) => prefix.test(url))?.[1] ?? 'system'],
      security:
        access === 'public'
          ? []
          : access === 'optional'
            ? [{}, { session: [] }]
            : [{ session: [] }],
      ...(Array.isArray(roles) ? { 'x-brigade-roles': roles } : {}),
      ...(doc.owner ? { 'x-brigade-owner': true } : {}),
      ...(found ? {} : { 'x-brigade-undocumented': true }),
      response: {
        ...success,
        ...errorResponses(errorCodesOf(methods, route.url, doc, body !== undefined || doc.upload)),
      },
    } as FastifySchema,
  };
}

function successResponse(status: SuccessStatus, doc: RouteDoc, answerJson: unknown) {
  const description = SUCCESS_TEXT[status];
  if (status === 204) return { description, type: 'null' };
  if (doc.headersOnly) return { description: `${description}; headers only, no body` };
  if (status === 302)
    return { description, type: 'null', headers: { location: { type: 'string' } } };
  if (typeof doc.answer === 'string') {
    return {
      description,
      content: { [doc.answer]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    description: answerJson
      ? description
      : `${description} (JSON; its schema is not documented yet)`,
    content: { 'application/json': { schema: answerJson ?? {} } },
  };
}
