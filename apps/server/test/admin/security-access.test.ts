import { apiPaths } from '@brigade/shared/routes';
import { describe, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { expectAdminsOnly } from './security-fixtures.ts';

describe('Security Center endpoints: who may call them', () => {
  const t = useTestApp();

  it.each([
    ['events', apiPaths.admin.securityEvents],
    ['counts', apiPaths.admin.securityEventCounts],
    ['CSV export', apiPaths.admin.securityEventsCsv],
    ['audit log', apiPaths.admin.auditLog],
  ])('%s: admins only (401 signed out, 403 applicant and restaurant)', async (_name, url) => {
    await expectAdminsOnly(t, url);
  });
});
