import {
  isSecurityEventType,
  securitySeverities,
  type SecurityEventType,
  type SecuritySeverity,
} from '@brigade/shared/security/security-event-types';

export const securityEventsPageSize = 25;
export const auditLogPageSize = 25;

/** Which part of the Security Center is shown: the events, or the admins' own actions. */
export type SecurityView = 'events' | 'admin-actions';

export interface SecurityFilters {
  severity: SecuritySeverity | null;
  type: SecurityEventType | null;
  /** Part of an e-mail address, or a user id. */
  user: string;
  /** `datetime-local` values (`2026-11-22T09:30`), in the reader's time zone. */
  from: string;
  to: string;
  page: number;
}

export interface SecurityState {
  view: SecurityView;
  filters: SecurityFilters;
  /** The audit log's page. */
  auditPage: number;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function localDateTime(value: string | null): string {
  return value && LOCAL_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** The page's state from its URL: `?severity=high&type=sign_in_failed&user=ana&from=…&page=2`. */
export function readSecurityState(params: URLSearchParams): SecurityState {
  const severity = params.get('severity');
  const type = params.get('type') ?? '';
  return {
    view: params.get('view') === 'admin-actions' ? 'admin-actions' : 'events',
    filters: {
      severity: securitySeverities.find((known) => known === severity) ?? null,
      type: isSecurityEventType(type) ? type : null,
      user: params.get('user')?.trim().slice(0, 254) ?? '',
      from: localDateTime(params.get('from')),
      to: localDateTime(params.get('to')),
      page: pageOf(params.get('page')),
    },
    auditPage: pageOf(params.get('auditPage')),
  };
}

/** The filters as query parameters (empty ones left out); times as the reader typed them. */
function filterParams(filters: SecurityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.severity) params.set('severity', filters.severity);
  if (filters.type) params.set('type', filters.type);
  if (filters.user) params.set('user', filters.user);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** The page's URL parameters for a state (defaults left out). */
export function securityParams(state: SecurityState): URLSearchParams {
  const params = filterParams(state.filters);
  if (state.filters.page > 1) params.set('page', String(state.filters.page));
  if (state.view === 'admin-actions') params.set('view', 'admin-actions');
  if (state.auditPage > 1) params.set('auditPage', String(state.auditPage));
  return params;
}

/** The API's filters: times become instants (ISO, UTC) so the server reads them unambiguously. */
export function securityApiFilters(filters: SecurityFilters): URLSearchParams {
  const params = filterParams(filters);
  for (const name of ['from', 'to'] as const) {
    if (filters[name]) params.set(name, new Date(filters[name]).toISOString());
  }
  return params;
}

/** The events list's query string (filters, page and size). */
export function securityEventsApiSearch(filters: SecurityFilters): string {
  const params = securityApiFilters(filters);
  params.set('page', String(filters.page));
  params.set('pageSize', String(securityEventsPageSize));
  return params.toString();
}
