import { certificateReminderDue } from '@brigade/shared/resumes/certificates';
import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { recordMailEvent } from '../mail-notifications/record-mail-event.ts';

type Ctx = Pick<AppContext, 'database' | 'config'>;

/**
 * The certificate wallet's reminders, run by the hourly maintenance: a certificate on a resume
 * expiring within 30 days is mailed about once, and once more within 7 (the bell says the same,
 * derived on reading). Each reminder is one mail event per certificate, date and reminder day;
 * one that was recorded is never recorded again, and two processes take turns (an advisory lock).
 */
export async function sendCertificateReminders(ctx: Ctx, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('certificate-reminders'))`);
    const due = await tx.execute<{
      resume_id: string;
      applicant_id: string;
      kind: string | null;
      name: string | null;
      expires_on: string;
    }>(sql`
      select r.id as resume_id, r.applicant_id, c.value ->> 'kind' as kind,
             c.value ->> 'name' as name, c.value ->> 'expiresOn' as expires_on
      from resumes r cross join lateral jsonb_array_elements(r.certifications) c
      where coalesce(c.value ->> 'expiresOn', '') <> ''
        and (c.value ->> 'expiresOn')::date between ${today}::date and ${today}::date + 30`);
    for (const row of due.rows) {
      const days = certificateReminderDue(row.expires_on, today);
      if (days === null) continue;
      const payload = {
        kind: row.kind ?? 'other',
        name: row.name ?? '',
        expiresOn: row.expires_on,
        days,
      };
      const sent = await tx.execute(sql`
        select 1 from mail_events
        where type = 'certificate_expiring' and subject_id = ${row.resume_id}
          and payload @> ${JSON.stringify(payload)}::jsonb
        limit 1`);
      if (sent.rows.length > 0) continue;
      await recordMailEvent(tx, ctx.config, {
        recipientId: row.applicant_id,
        topic: 'certificates',
        type: 'certificate_expiring',
        subjectId: row.resume_id,
        payload,
      });
    }
  });
}
