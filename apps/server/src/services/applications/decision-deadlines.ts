import { decisionWindow, undecidedStatuses } from '@brigade/shared/applications/decision-window';
import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { recordMailEvent } from '../mail-notifications/record-mail-event.ts';
import { recordJobMailEvent } from '../mail-notifications/record-job-mail-event.ts';

type Ctx = Pick<AppContext, 'database' | 'config'>;

const undecided = sql.raw(undecidedStatuses.map((status) => `'${status}'`).join(', '));

/**
 * No ghosting (issue 16, decision-window.ts), run by the hourly maintenance: venues hear of their
 * undecided applications that close within three days (once per window), then the applications
 * past their date close as not selected and their applicants are told, kindly. Each step is one
 * statement that claims its rows, so two processes never warn or close the same one twice.
 */
export async function sweepDecisionDeadlines(ctx: Ctx): Promise<void> {
  await warnDecisionsDue(ctx);
  await closeUndecided(ctx);
}

async function warnDecisionsDue(ctx: Ctx): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string; job_id: string; decide_by: string }>(sql`
      update applications set decision_warned_at = now()
      where status in (${undecided}) and decision_warned_at is null
        and decide_by > now()
        and decide_by <= now() + make_interval(days => ${decisionWindow.warningDays})
      returning id, job_id, decide_by`);
    for (const row of due.rows) {
      await recordJobMailEvent(tx, ctx.config, {
        jobId: row.job_id,
        topic: 'applications',
        type: 'decision_due',
        subjectId: row.id,
        payload: { decideBy: new Date(row.decide_by).toISOString() },
      });
    }
  });
}

async function closeUndecided(ctx: Ctx): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const closed = await tx.execute<{ id: string; applicant_id: string; from_status: string }>(sql`
      with due as (
        select id, status from applications
        where status in (${undecided}) and decide_by <= now()
        for update skip locked)
      update applications a
      set status = 'Rejected', closed_unanswered_at = now(), updated_at = now()
      from due where a.id = due.id
      returning a.id, a.applicant_id, due.status as from_status`);
    if (closed.rows.length === 0) return;
    // The timeline says Brigade closed it (no actor), and the applicant always learns the outcome.
    await tx.execute(sql`
      insert into application_events (application_id, kind, from_status, to_status)
      select id::uuid, 'closed_unanswered', from_status, 'Rejected'
      from jsonb_to_recordset(${JSON.stringify(closed.rows)}::jsonb)
        as closed(id text, from_status text)`);
    for (const row of closed.rows) {
      await recordMailEvent(tx, ctx.config, {
        recipientId: row.applicant_id,
        topic: 'status',
        type: 'application_closed_unanswered',
        subjectId: row.id,
      });
    }
  });
}
