import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { layerRules } from './layers.js';

/**
 * The layer rules that `npm run lint` applies (eslint.config.js spreads `layerRules`), run over
 * a miniature repository in fixtures/ where each planted file breaks one rule.
 */
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

let reported: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...layerRules(fixtures),
    ],
  });
  const results = await eslint.lintFiles(['.']);
  reported = new Map(
    results.map((result) => [
      result.filePath.slice(fixtures.length),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
});

describe('the layer rules', () => {
  it.each([
    [
      'a feature importing another feature’s internals',
      'apps/web/src/features/menu/cross-feature-import.ts',
      'import-x/no-restricted-paths',
    ],
    ['a cycle (one side)', 'apps/web/src/lib/cycle-a.ts', 'import-x/no-cycle'],
    ['a cycle (the other side)', 'apps/web/src/lib/cycle-b.ts', 'import-x/no-cycle'],
    [
      'components/ importing a feature',
      'apps/web/src/components/feature-import.ts',
      'import-x/no-restricted-paths',
    ],
    [
      'a service importing Fastify',
      'apps/server/src/services/pay/total.ts',
      'no-restricted-imports',
    ],
    [
      'core/ importing a service',
      'apps/server/src/core/service-import.ts',
      'import-x/no-restricted-paths',
    ],
    [
      'the shared package importing an app',
      'packages/shared/src/app-import.ts',
      'import-x/no-restricted-paths',
    ],
  ])('report %s', (_what, file, rule) => {
    expect(reported.get(file)).toContain(rule);
  });

  it.each([
    [
      'a feature importing another through its index.ts',
      'apps/web/src/features/menu/public-import.ts',
    ],
    ['a feature’s own files', 'apps/web/src/features/orders/index.ts'],
  ])('allow %s', (_what, file) => {
    expect(reported.get(file)).toEqual([]);
  });
});
