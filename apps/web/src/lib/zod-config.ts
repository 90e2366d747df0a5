/**
 * Zod compiles fast object parsers with `new Function` unless told not to; to find out whether
 * it may, it tries one, which the Content Security Policy (no 'unsafe-eval') refuses and reports
 * as a violation on every page. Jitless parsing is plenty fast for forms. Zod reads the setting
 * when a schema is made, so `main.tsx` imports this module before anything that makes one.
 *
 * Zod keeps its configuration on a global (`globalThis.__zod_globalConfig`, shared by every copy
 * of zod on a page) and adopts an existing one, so it is set here without loading zod into the
 * first page's script: importing even `config` from zod/v4/core brings 23 KB of it. A test checks
 * that zod still reads it (zod-config.test.ts).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// A module (imported for its effect), not a script.
export {};
