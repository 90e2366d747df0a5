import swagger from '@fastify/swagger';
import { answerRegistry } from '@brigade/shared/api/answer-schema';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from './app-types.ts';
import { apiTags, toOperation } from './openapi-operation.ts';

export const openApiPath = '/api/openapi.json';

/** The contract's own version: raise the major on a change that breaks a client. */
const API_VERSION = '1.0.0';

const documentAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The API contract: an OpenAPI 3.1 document made from the routes' own zod schemas and their
 * `schema.doc` (openapi-operation.ts), served at GET /api/openapi.json. Register it before any
 * route: it learns the routes as they are added.
 */
export async function registerOpenApi(app: App, appUrl: string): Promise<void> {
  const https = appUrl.startsWith('https://');
  const components = createJsonSchemaTransformObject({ schemaRegistry: answerRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Brigade',
        version: API_VERSION,
        description: 'The hiring marketplace for hospitality staff and venues: its JSON API.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: new URL(appUrl).origin, description: 'This server (APP_URL)' }],
      tags: apiTags.map(([, name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            // better-auth's cookie (src/auth/create-auth.ts: prefix brigade, secure under https).
            name: `${https ? '__Secure-' : ''}brigade.session_token`,
            description: 'The HttpOnly session cookie that sign-in sets',
          },
        },
      },
    },
    transform: toOperation,
    transformObject: (input) => finishDocument(components(input) as OpenApiDocument),
  });

  app.get(
    openApiPath,
    {
      schema: {
        doc: { summary: 'This document: the API contract (OpenAPI 3.1)', answer: documentAnswer },
      },
      // About 190 KB of JSON, made once: worth compressing.
      compress: {},
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { operationId?: string }>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Gives each operation a unique id from its method and path (`get /api/jobs/:id` → getJobsById),
 * and drops the components nothing refers to (the zod registry also yields input versions).
 */
function finishDocument<T extends OpenApiDocument>(document: T): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // A route of several methods shares one operation object: each gets its own copy.
    for (const [method, operation] of Object.entries(item)) {
      item[method] = { ...operation, operationId: operationId(method, path) };
    }
  }
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name = key === '$ref' && typeof child === 'string' ? refName(child) : undefined;
        if (name !== undefined && !used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  if (document.components) {
    document.components.schemas = Object.fromEntries(
      Object.entries(schemas).filter(([name]) => used.has(name)),
    );
  }
  return document;
}

function refName(ref: string): string | undefined {
  return ref.startsWith('#/components/schemas/') ? ref.slice(21) : undefined;
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `by-${word.slice(1, -1)}` : word));
  const camel = words
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${method.toLowerCase()}${camel}`;
}
