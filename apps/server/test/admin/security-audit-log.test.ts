import { randomUUID } from 'node:crypto';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { AuditLogEntryView } from '@brigade/shared/security/security-answers';
import { describe, expect, it } from 'vitest';
import { recordAdminAction } from '../../src/services/audit/record-admin-action.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { get } from './security-fixtures.ts';

describe('GET the audit log (admins)', () => {
  const t = useTestApp();

  it('lists admin actions newest first, filtered by action, read only', async () => {
    const { cookie } = await signedInUser(t, 'admin');
    const adminId = randomUUID();
    // An action name of this test's own, so the shared database's other entries stay out.
    const action = `user.test_${randomUUID().slice(0, 8)}`;
    for (const label of ['first@brigade.test', 'second@brigade.test']) {
      await recordAdminAction(t.database.db, {
        admin: { id: adminId, email: 'boss@brigade.test' },
        action,
        target: { type: 'user', id: randomUUID(), label },
      });
      // Entries of the same instant have no order (PGlite's clock counts milliseconds): the
      // second is written a few milliseconds later, as two admins' actions are.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const response = await get(t, `${apiPaths.admin.auditLog}?action=${action}`, cookie);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<AuditLogEntryView>>();
    expect(page.total).toBe(2);
    expect(page.items.map((entry) => entry.targetLabel)).toEqual([
      'second@brigade.test',
      'first@brigade.test',
    ]);
    expect(page.items[0]).toMatchObject({ adminId, adminEmail: 'boss@brigade.test', action });

    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const write = await t.app.inject({
        method,
        url: apiPaths.admin.auditLog,
        headers: { cookie },
      });
      expect(write.statusCode).toBe(404);
    }
  });
});
