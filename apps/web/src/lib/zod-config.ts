import { z } from 'zod';

/**
 * Zod compiles fast object parsers with `new Function` unless told not to; to find out whether
 * it may, it tries one, which the Content Security Policy (no 'unsafe-eval') refuses and reports
 * as a violation on every page. Jitless parsing is plenty fast for forms. Zod reads the setting
 * when a schema is made, so `main.tsx` imports this module before anything that makes one.
 */
z.config({ jitless: true });
