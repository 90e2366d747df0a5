// The architecture's layers as lint rules (decision 013). Each zone says which folders a folder
// may not import from; `import-x/no-cycle` forbids cycles anywhere in the apps and the shared
// package. `layers.test.ts` plants a violation of each kind and checks lint reports it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Top-level folders of the web app's `src/features/` (each one a feature). */
function webFeatures(root) {
  return readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const web = './apps/web/src';
const server = './apps/server/src';

function webZones(root) {
  const features = webFeatures(root);
  return [
    {
      target: [`${web}/components`, `${web}/lib`],
      from: [`${web}/features`, `${web}/pages`, `${web}/app`],
      message:
        'components/ and lib/ are the bottom layer: they import no feature, page or app code.',
    },
    {
      target: `${web}/features`,
      from: [`${web}/pages`, `${web}/app`],
      message: 'Features sit below pages and app/: compose them there instead.',
    },
    {
      target: `${web}/pages`,
      from: `${web}/app`,
      message: 'Pages sit below app/ (router, providers, layout).',
    },
    // A feature uses another only through that feature's public index.ts.
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [
        `./${feature}`,
        ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
      ],
      message: `A feature imports another feature only through its index.ts.`,
    })),
  ];
}

const serverZones = [
  {
    target: [
      `${server}/core`,
      `${server}/db`,
      `${server}/storage`,
      `${server}/mail`,
      `${server}/config`,
    ],
    from: [
      `${server}/app`,
      `${server}/routes`,
      `${server}/http`,
      `${server}/services`,
      `${server}/policies`,
    ],
    message:
      'core/ and the ports and drivers (db/, storage/, mail/, config/) import no app, route, HTTP, service or policy code.',
  },
  {
    target: [`${server}/services`, `${server}/policies`],
    from: [`${server}/app`, `${server}/routes`, `${server}/http`],
    message: 'Services and policies take plain inputs: no app, route or HTTP code.',
  },
  {
    target: [`${server}/routes`, `${server}/http`],
    from: `${server}/app`,
    message: 'Routes are registered by app/ (the composition root), never the other way round.',
  },
];

const sharedZones = [
  {
    target: './packages/shared',
    from: ['./apps', './e2e', './bench'],
    message: 'packages/shared is imported by the apps; it imports nothing of theirs.',
  },
];

/**
 * drizzle-orm's value imports go through apps/server/src/db/sql.ts and db/pg-core.ts: Node
 * parses its 179 KB package.json "exports" again for every module that resolves it, a fifth of
 * a server start (see db/sql.ts). Type imports are erased before Node runs, so they may stay.
 */
const drizzleThroughDb = {
  paths: [
    {
      name: 'drizzle-orm',
      allowTypeImports: true,
      message: "Import Drizzle's operators from db/sql.ts (one resolution per process).",
    },
    {
      name: 'drizzle-orm/pg-core',
      allowTypeImports: true,
      message: "Import Drizzle's column builders from db/pg-core.ts (one resolution per process).",
    },
  ],
};

/** The flat-config blocks that keep the layers; `root` is the repository root. */
export function layerRules(root) {
  return [
    {
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver()],
        // no-cycle reads the files an import leads to, so it must know how to parse them.
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/extensions': ['.ts', '.tsx', '.js'],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...webZones(root), ...serverZones, ...sharedZones] },
        ],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['apps/server/src/**/*.ts'],
      ignores: [
        'apps/server/src/**/*.test.ts',
        'apps/server/src/db/sql.ts',
        'apps/server/src/db/pg-core.ts',
      ],
      rules: { 'no-restricted-imports': ['error', drizzleThroughDb] },
    },
    {
      // Services and policies never see the HTTP framework.
      files: [
        'apps/server/src/services/**/*.ts',
        'apps/server/src/policies/**/*.ts',
        'apps/server/src/core/**/*.ts',
      ],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'fastify',
                message: 'Services take plain inputs; Fastify stays in routes/ and http/.',
              },
              ...drizzleThroughDb.paths,
            ],
            patterns: [
              {
                group: ['@fastify/*', 'fastify-*'],
                message: 'Fastify stays in routes/ and http/.',
              },
            ],
          },
        ],
      },
    },
  ];
}
