import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import {
  securityEventTypes,
  securitySeverities,
  type SecurityEventType,
} from './security-event-types.ts';

/** A query value that is missing, empty or unknown means "no filter", as hand-edited URLs do. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).catch(undefined);

/** An ISO date (`2026-11-22`) or date-time; a date alone is midnight UTC. */
const instant = optionalFilter(
  z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value)),
);

/** The Security Center's filters: severity, type, user (e-mail part or id) and a time range. */
export const securityEventFilters = z.object({
  severity: optionalFilter(z.enum(securitySeverities)),
  type: optionalFilter(z.enum(securityEventTypes as [SecurityEventType, ...SecurityEventType[]])),
  user: optionalFilter(z.string().trim().min(1).max(254)),
  from: instant,
  to: instant,
});
export type SecurityEventFilters = z.output<typeof securityEventFilters>;

/** The Security Center's events and audit log show 25 rows a page unless asked otherwise. */
export const securityEventsPageSize = 25;
export const auditLogPageSize = 25;

/** GET apiPaths.admin.securityEvents. */
export const securityEventListQuery = securityEventFilters.extend(
  pageParams(securityEventsPageSize),
);
export type SecurityEventListQuery = z.output<typeof securityEventListQuery>;

/** GET apiPaths.admin.auditLog. */
export const auditLogQuery = z.object({
  action: optionalFilter(z.string().trim().min(1).max(100)),
  ...pageParams(auditLogPageSize),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;
