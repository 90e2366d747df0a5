/**
 * The Security Center's URL: the view, the events' filters and page, and the audit log's page.
 * The filters and pages follow the server's own query schemas (unknown values are dropped, as
 * it does); only the times differ: the URL holds them as the reader typed them.
 */
import { z } from 'zod';
import type {
  SecurityEventType,
  SecuritySeverity,
} from '@brigade/shared/security/security-event-types';
import {
  auditLogPageSize,
  auditLogQuery,
  securityEventFilters,
  securityEventListQuery,
  securityEventsPageSize,
} from '@brigade/shared/security/security-queries';
import { readSearchParams, writeSearchParams } from '../../lib/search-params.ts';

export { auditLogPageSize, securityEventsPageSize };

const securityViews = ['events', 'admin-actions'] as const;

/** Which part of the Security Center is shown: the events, or the admins' own actions. */
export type SecurityView = (typeof securityViews)[number];

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

/** A `datetime-local` value that is a real time, or `''`. */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .default('')
  .catch('');

/** The events' filters: the API's, with times as typed. */
const filterParams = securityEventFilters
  .pick({ severity: true, type: true, user: true })
  .extend({ from: localDateTime, to: localDateTime });

const urlParams = filterParams.extend({
  page: securityEventListQuery.shape.page,
  view: z.enum(securityViews).default('events').catch('events'),
  auditPage: auditLogQuery.shape.page,
});

/** The page's state from its URL: `?severity=high&type=sign_in_failed&user=ana&from=…&page=2`. */
export function readSecurityState(params: URLSearchParams): SecurityState {
  const { view, auditPage, severity, type, user, ...rest } = readSearchParams(urlParams, params);
  return {
    view,
    filters: { severity: severity ?? null, type: type ?? null, user: user ?? '', ...rest },
    auditPage,
  };
}

/** The page's URL parameters for a state (defaults left out). */
export function securityParams(state: SecurityState): URLSearchParams {
  return writeSearchParams(urlParams, {
    ...state.filters,
    view: state.view,
    auditPage: state.auditPage,
  });
}

/** The API's filters: times become instants (ISO, UTC) so the server reads them unambiguously. */
export function securityApiFilters(filters: SecurityFilters): URLSearchParams {
  const params = writeSearchParams(filterParams, filters);
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
