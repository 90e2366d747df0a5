import { apiPaths } from '@brigade/shared/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema/admin-audit-log.ts';
import { csvCell } from '../../src/services/admin/security/csv-cell.ts';
import { securityEventsCsv } from '../../src/services/admin/security/export-security-events.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { get, insertEvent, privateDay } from './security-fixtures.ts';

const HEADER = '"occurredAt","severity","type","userId","userEmail","ip","details"';

describe('security events as CSV (admins)', () => {
  const t = useTestApp();
  const day = privateDay();
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    admin = await signedInUser(t, 'admin');
    await insertEvent(t, { occurredAt: day.at(1), severity: 'low', ip: '203.0.113.1' });
    await insertEvent(t, {
      occurredAt: day.at(2),
      severity: 'high',
      type: 'input_rejected',
      ip: '=HYPERLINK("http://evil.example")',
      details: { field: '+cmd|calc', rule: 'xss' },
    });
  });

  const exportUrl = (filters: Record<string, string> = {}) =>
    `${apiPaths.admin.securityEventsCsv}?${new URLSearchParams({
      from: day.start.toISOString(),
      to: day.end.toISOString(),
      ...filters,
    })}`;

  it('downloads an attachment with a header row and one row per event, newest first', async () => {
    const response = await get(t, exportUrl(), admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="security-events-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toContain('"input_rejected"');
    expect(lines[2]).toBe(
      `"${day.at(1).toISOString()}","low","sign_in_succeeded","","","203.0.113.1","{}"`,
    );
  });

  it('neutralises cells a spreadsheet would read as formulas', async () => {
    const response = await get(t, exportUrl({ severity: 'high' }), admin.cookie);
    const row = response.body.trimEnd().split('\r\n')[1];
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('plain "quoted"')).toBe('"plain ""quoted"""');
  });

  it('applies the filters', async () => {
    const response = await get(t, exportUrl({ type: 'input_rejected' }), admin.cookie);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"input_rejected"');
  });

  it('is written to the audit log as security_events.export', async () => {
    await get(t, exportUrl({ severity: 'low' }), admin.cookie);
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.adminId, admin.user.id),
          eq(adminAuditLog.action, 'security_events.export'),
        ),
      );
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.some((entry) => JSON.stringify(entry.details).includes('"low"'))).toBe(true);
    expect(entries[0]).toMatchObject({ targetType: 'security_events' });
  });

  it('reads in batches and stops at the row limit', async () => {
    const rows: string[] = [];
    for await (const line of securityEventsCsv(t.ctx, { from: day.start, to: day.end }, 1)) {
      rows.push(line);
    }
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"input_rejected"');
  });
});
