import type { AppContext } from '../../core/app-context.ts';
import { recordAlertMatches } from '../job-alerts/record-alert-matches.ts';
import type { ClaimedWork } from '../queue/work-queue.ts';
import { recordMailEvent } from './record-mail-event.ts';

/**
 * A listing opened: every job alert it matches for the first time gives its owner a mail event,
 * at the alert's own frequency. The matches and the events commit together, so a crash between
 * them cannot mark a match as sent without its mail (and a retry cannot mail it twice).
 */
export async function matchAlerts(
  ctx: Pick<AppContext, 'database' | 'config'>,
  work: ClaimedWork,
): Promise<void> {
  const jobId = String(work.payload.jobId);
  await ctx.database.db.transaction(async (tx) => {
    for (const match of await recordAlertMatches(tx, jobId)) {
      await recordMailEvent(tx, ctx.config, {
        recipientId: match.userId,
        topic: 'alerts',
        type: 'alert_match',
        subjectId: jobId,
        payload: { alertId: match.alertId, alertName: match.alertName },
        frequency: match.frequency,
      });
    }
  });
}
