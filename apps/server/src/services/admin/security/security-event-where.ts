import type { SecurityEventFilters } from '@brigade/shared/security/security-queries';
import { and, eq, gte, ilike, lt, or, sql, type SQL } from '../../../db/sql.ts';
import { securityEvents } from '../../../db/schema/security-events.ts';
import { users } from '../../../db/schema/users.ts';
import { isUuid } from '../../../core/ids.ts';
import { containsPattern } from '../../jobs/contains-pattern.ts';

/**
 * The Security Center's filters as one condition over `security_events` left-joined to `users`:
 * `user` is a user id or part of an e-mail — the user's, or the address an event names in its
 * details (case-insensitive, `%` and `_` literal); `from` is
 * inclusive and `to` exclusive, so consecutive ranges never count an event twice.
 */
export function securityEventWhere(filters: SecurityEventFilters): SQL | undefined {
  const { user } = filters;
  return and(
    filters.severity ? eq(securityEvents.severity, filters.severity) : undefined,
    filters.type ? eq(securityEvents.type, filters.type) : undefined,
    user
      ? isUuid(user)
        ? eq(securityEvents.userId, user)
        : or(
            ilike(users.email, containsPattern(user)),
            // Events about an address rather than an account (a failed sign-in) name it here.
            ilike(sql`${securityEvents.details}->>'email'`, containsPattern(user)),
          )
      : undefined,
    filters.from ? gte(securityEvents.occurredAt, filters.from) : undefined,
    filters.to ? lt(securityEvents.occurredAt, filters.to) : undefined,
  );
}
