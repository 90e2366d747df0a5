/** What GET /api/health answers. */
export interface HealthReport {
  status: 'ok';
  database: 'embedded' | 'postgres';
  schemaVersion: string;
}
