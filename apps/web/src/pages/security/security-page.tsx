import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { AuditLogSection } from '../../features/security/components/audit-log-section.tsx';
import { SecurityEventsSection } from '../../features/security/components/security-events-section.tsx';
import { SecurityViewSwitch } from '../../features/security/components/security-view-switch.tsx';
import { SeverityCounts } from '../../features/security/components/severity-counts.tsx';
import {
  readSecurityState,
  securityParams,
  type SecurityState,
} from '../../features/security/security-search-params.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /security (admins): the Security Center — counts, events with filters and CSV, admin actions. */
export function SecurityPage() {
  return (
    <RequireAccess>
      <SecurityCenter />
    </RequireAccess>
  );
}

function hrefFor(state: SecurityState): string {
  const search = securityParams(state).toString();
  return `${paths.security}${search ? `?${search}` : ''}`;
}

function SecurityCenter() {
  const { t } = useTranslation('security');
  const [params, setParams] = useSearchParams();
  const state = readSecurityState(params);
  return (
    <Page title={t('security.title')} lead={t('security.lead')}>
      <AdminNav />
      <SeverityCounts />
      <SecurityViewSwitch view={state.view} hrefFor={(view) => hrefFor({ ...state, view })} />
      {state.view === 'events' ? (
        <SecurityEventsSection
          filters={state.filters}
          stateKey={params.toString()}
          onApply={(filters) => setParams(securityParams({ ...state, filters }))}
          hrefForPage={(page) => hrefFor({ ...state, filters: { ...state.filters, page } })}
        />
      ) : (
        <AuditLogSection
          page={state.auditPage}
          hrefForPage={(auditPage) => hrefFor({ ...state, auditPage })}
        />
      )}
    </Page>
  );
}
