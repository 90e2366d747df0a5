import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { App } from '../../src/http/app-types.ts';
import { uniqueIp } from '../support/test-app.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

/**
 * The API document as the contract tests read it (GET /api/openapi.json), its operations, and
 * the documented answers compiled for checking real ones (ajv, JSON Schema 2020-12, formats).
 */

export const methods = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;
export type Method = Uppercase<(typeof methods)[number]>;

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  'x-brigade-roles'?: string[];
  'x-brigade-owner'?: boolean;
  'x-brigade-undocumented'?: boolean;
}
export interface ApiDocument {
  paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
  components: object;
}
/** One operation of the document, by its method and path template (`/api/jobs/{id}`). */
export interface DocumentedOperation {
  method: Method;
  path: string;
  operation: Operation;
}

const DOCUMENT_ID = 'https://brigade.test/openapi.json';

/** The document, as the app serves it. */
export async function readDocument(app: App): Promise<ApiDocument> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/openapi.json',
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 200) throw new Error(`the document: ${response.body}`);
  return response.json<ApiDocument>();
}

/** Every operation of the document. */
export function operationsOf(document: ApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method: method.toUpperCase() as Method, path, operation }] : [];
    }),
  );
}

/** The documented JSON schema of one status of an operation; undefined when it has none. */
export function jsonAnswerSchema(operation: Operation, status: string): object | undefined {
  const schema = operation.responses[status]?.content?.['application/json']?.schema;
  return schema && Object.keys(schema).length > 0 ? schema : undefined;
}

/**
 * The documented answers, compiled on demand. Many operations share an answer (the same
 * refusals): each distinct schema is compiled once, and the components it refers to once for all.
 */
export class AnswerSchemas {
  private readonly ajv = new Ajv2020({ strict: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly document: ApiDocument;

  constructor(document: ApiDocument) {
    this.document = document;
    addFormats.default(this.ajv);
  }

  /** The compiled schema of one documented answer, or undefined when it documents none. */
  validatorOf(operation: Operation, status: string): ValidateFunction | undefined {
    const schema = jsonAnswerSchema(operation, status);
    if (!schema) return undefined;
    const text = JSON.stringify(schema).replaceAll(
      '"#/components/',
      `"${DOCUMENT_ID}#/components/`,
    );
    let validate = this.validators.get(text);
    if (!validate) {
      if (!this.ajv.getSchema(DOCUMENT_ID)) {
        this.ajv.addSchema({ $id: DOCUMENT_ID, components: this.document.components });
      }
      validate = this.ajv.compile(JSON.parse(text) as object);
      this.validators.set(text, validate);
    }
    return validate;
  }

  /** Why the last value `validate` saw did not match, readably. */
  explain(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors, { separator: '\n' });
  }
}
