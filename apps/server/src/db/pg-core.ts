/**
 * Drizzle's PostgreSQL column and table builders, imported from here rather than from
 * 'drizzle-orm/pg-core' in every schema file: Node parses drizzle-orm's 179 KB package.json
 * "exports" again for each module that resolves one of its subpaths (see ./sql.ts).
 */
export * from 'drizzle-orm/pg-core';
