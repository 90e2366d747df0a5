/** Where the API tests' databases come from (set up once per run by global-setup.ts). */
export type TestDatabaseTarget =
  { kind: 'embedded'; templateFile: string } | { kind: 'postgres'; url: string };
