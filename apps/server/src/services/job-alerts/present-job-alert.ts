import { jobAlertQueryOf, type JobAlertView } from '@brigade/shared/jobs/job-alerts';
import type { jobAlerts } from '../../db/schema/job-alerts.ts';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** The only shape of an alert that leaves the server (its query read as Browse Jobs reads it). */
export function presentJobAlert(row: JobAlertRow): JobAlertView {
  return {
    id: row.id,
    name: row.name,
    query: jobAlertQueryOf(row.query),
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
