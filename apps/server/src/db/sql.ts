/**
 * Drizzle's query builders and operators (`eq`, `and`, `sql`…), imported from here rather than
 * from 'drizzle-orm' in every file. drizzle-orm's package.json holds 179 KB of "exports", which
 * Node parses again each time a module resolves an import of it; with 130 server files doing so,
 * that was a fifth of a server start's CPU (a profile of `node apps/server/src/main.ts`). Here it
 * is resolved once. Lint keeps value imports of 'drizzle-orm' to this file (type imports cost
 * nothing: they are erased before Node sees them).
 */
export * from 'drizzle-orm';
