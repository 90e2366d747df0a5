import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { apiTags } from '../../src/http/openapi-operation.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';
import {
  AnswerSchemas,
  operationsOf,
  readDocument,
  type ApiDocument,
  type DocumentedOperation as Walked,
  type Parameter,
} from './contract-document.ts';
import {
  buildContractFixture,
  idsFor,
  roles,
  strangerRoles,
  type ContractFixture,
} from './contract-fixture.ts';
import { hostileText, invalidValue, validValue } from './json-schema-arbitrary.ts';

/**
 * The API contract, walked: every documented operation, for every role (signed out, applicant,
 * restaurant, admin), with inputs made from its own parameter and body schemas — valid ones and
 * the usual careless or hostile ones — and real ids in its path parameters now and then. Every
 * answer must be below 500, have a documented status, and match the documented schema of that
 * status (the error envelope with one of the operation's listed codes, or the success answer);
 * an operation documented for some roles never succeeds for another, and one documented
 * owner-only never succeeds for a stranger of an allowed role. Seeded and bounded.
 *
 * Not walked here (their own tests cover them): GET /api/live (a Server-Sent Events stream that
 * never ends), /api/uploads (the tus protocol: headers and raw bytes, not JSON), and the
 * multipart uploads (POST /api/profile/picture, POST /api/resume/cv).
 */

const RUNS_PER_OPERATION = 10;
/** Runs per owner-only operation and stranger role: real ids, valid inputs. */
const STRANGER_RUNS = 3;

const notWalked = ({ path, operation }: Walked) =>
  path === '/api/live' ||
  path.startsWith('/api/uploads') ||
  operation.requestBody?.content['multipart/form-data'] !== undefined;

describe('the API contract', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-contract-'));
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let document: ApiDocument;
  let answers: AnswerSchemas;
  let fixture: ContractFixture;

  beforeAll(async () => {
    document = await readDocument(t.app);
    answers = new AnswerSchemas(document);
    fixture = await buildContractFixture(t);
  });

  const operations = (): Walked[] => operationsOf(document);

  it('documents every API route', () => {
    const undocumented = operations().filter(
      ({ operation }) => operation['x-brigade-undocumented'],
    );
    expect(undocumented.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(operations().length).toBeGreaterThan(70);
  });

  const knownIds = () => ({ ids: Object.values(fixture.ids).flat() });

  /** A record of the operation's path or query parameters, each value from `valueOf`. */
  function parameterRecord(
    walked: Walked,
    where: Parameter['in'],
    valueOf: (parameter: Parameter) => fc.Arbitrary<unknown>,
    required: (parameter: Parameter) => boolean = () => false,
  ) {
    const parameters = (walked.operation.parameters ?? []).filter((one) => one.in === where);
    return fc.record(
      Object.fromEntries(parameters.map((parameter) => [parameter.name, valueOf(parameter)])),
      { requiredKeys: parameters.filter(required).map((parameter) => parameter.name) },
    );
  }

  const jsonBodySchema = (walked: Walked) =>
    walked.operation.requestBody?.content['application/json']?.schema;

  /** Valid and careless or hostile inputs, with real ids in path parameters most of the time. */
  function inputs(walked: Walked) {
    const known = knownIds();
    const path = parameterRecord(
      walked,
      'path',
      (parameter) => {
        const real = idsFor(fixture, walked.path, parameter.name);
        const other = fc.oneof(
          fc.uuid(),
          hostileText,
          fc.string({ maxLength: 70 }),
          // Sent as it is: a broken percent-escape.
          fc.constant({ raw: '%E0%A4%zz' }),
        );
        return real.length > 0
          ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, other)
          : other;
      },
      () => true,
    );
    const query = parameterRecord(
      walked,
      'query',
      (parameter) =>
        fc.oneof({ weight: 3, arbitrary: validValue(parameter.schema, known) }, hostileText),
      (parameter) => parameter.required === true,
    );
    const bodySchema = jsonBodySchema(walked);
    const body = bodySchema
      ? fc.oneof(
          { weight: 3, arbitrary: validValue(bodySchema, known).map((value) => ({ json: value })) },
          {
            weight: 2,
            arbitrary: invalidValue(bodySchema, known).map((value) => ({ json: value })),
          },
          fc.constantFrom(
            { raw: '{"unfinished": ', type: 'application/json' },
            { raw: 'plain words', type: 'text/plain' },
            { raw: JSON.stringify({ big: 'x'.repeat(1_100_000) }), type: 'application/json' },
          ),
        )
      : fc.constant(undefined);
    return fc.record({ role: fc.constantFrom(...roles), path, query, body });
  }

  /** Valid inputs naming real things (of the fixture's callers, never of the stranger). */
  function ownedInputs(walked: Walked) {
    const known = knownIds();
    const path = parameterRecord(
      walked,
      'path',
      (parameter) => fc.constantFrom(...idsFor(fixture, walked.path, parameter.name)),
      () => true,
    );
    const query = parameterRecord(walked, 'query', (parameter) =>
      validValue(parameter.schema, known),
    );
    const bodySchema = jsonBodySchema(walked);
    const body = bodySchema
      ? validValue(bodySchema, known).map((value) => ({ json: value }))
      : fc.constant(undefined);
    return fc.record({ path, query, body });
  }

  async function send(walked: Walked, input: Input, cookieOverride?: string) {
    const url = walked.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      pathSegment(input.path[name]),
    );
    const search = new URLSearchParams(
      Object.entries(input.query).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    // Sign-out ends the session it is sent with: it gets a spare one of the same role.
    const cookies = walked.path === '/api/auth/sign-out' ? fixture.spareCookies : fixture.cookies;
    const cookie = cookieOverride ?? cookies[input.role];
    const body = input.body;
    return t.app.inject({
      method: walked.method,
      url: search ? `${url}?${search}` : url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'raw' in body ? body.type : 'application/json' } : {}),
      },
      ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
      remoteAddress: uniqueIp(),
    });
  }

  it('never lets a stranger have what belongs to others (operations documented owner-only)', async () => {
    const owned = operations().filter(
      (walked) => walked.operation['x-brigade-owner'] && !notWalked(walked),
    );
    expect(owned.length).toBeGreaterThan(15);
    for (const walked of owned) {
      const allowed = walked.operation['x-brigade-roles'] ?? [...strangerRoles];
      for (const role of strangerRoles.filter((one) => allowed.includes(one))) {
        await fc.assert(
          fc.asyncProperty(ownedInputs(walked), async (input) => {
            const response = await send(walked, { ...input, role }, fixture.strangerCookies[role]);
            if (response.statusCode < 400) {
              const at = `${walked.method} ${walked.path} → ${response.statusCode}`;
              throw new Error(
                `a stranger (${role}) succeeded: ${at} ${response.body.slice(0, 200)}`,
              );
            }
          }),
          { seed: seedOf(`stranger ${walked.method} ${walked.path}`), numRuns: STRANGER_RUNS },
        );
      }
    }
  });

  it.each(apiTags.map(([, tag]) => tag))('keeps its contract: %s', async (tag) => {
    const walkedHere = operations().filter(
      (walked) => walked.operation.tags.includes(tag) && !notWalked(walked),
    );
    for (const walked of walkedHere) {
      const { method, path, operation } = walked;
      await fc.assert(
        fc.asyncProperty(inputs(walked), async (input) => {
          const response = await send(walked, input);
          const status = String(response.statusCode);
          const at = `${method} ${path} as ${input.role} → ${status} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) throw new Error(`server error: ${at}`);
          if (!operation.responses[status]) throw new Error(`undocumented status: ${at}`);
          const allowed = operation['x-brigade-roles'];
          const security = operation.security ?? [];
          const needsSession = security.length > 0 && security.every((scheme) => scheme.session);
          const refused =
            (allowed && !allowed.includes(input.role)) ||
            (needsSession && input.role === 'signed-out');
          if (refused && response.statusCode < 400) throw new Error(`not refused: ${at}`);
          const validate = answers.validatorOf(operation, status);
          if (validate && !validate(response.json())) {
            throw new Error(`answer off its schema: ${at}\n${answers.explain(validate)}`);
          }
        }),
        { seed: seedOf(`${method} ${path}`), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
  });
});

type Input = {
  role: (typeof roles)[number];
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { json: unknown } | { raw: string; type: string } | undefined;
};

/** A path parameter as the URL carries it: encoded (lone surrogates replaced), or raw. */
function pathSegment(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'raw' in value) return String(value.raw);
  return encodeURIComponent(String(value).replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

/** A seed of each operation's own, so adding an operation changes no other's inputs. */
function seedOf(key: string): number {
  let hash = 13;
  for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return hash;
}
