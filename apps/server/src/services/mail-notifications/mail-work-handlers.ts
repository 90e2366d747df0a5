import type { AppContext } from '../../core/app-context.ts';
import type { WorkHandlers } from '../queue/queue-worker.ts';
import { flushMail } from './flush-mail.ts';
import {
  checkUnanswered,
  INTERVIEW_REMINDER,
  remindInterview,
  UNANSWERED_CHECK,
} from './mail-checks.ts';
import { MATCH_ALERTS } from './listing-mail.ts';
import { matchAlerts } from './match-alerts.ts';
import { FLUSH_MAIL } from './record-mail-event.ts';
import { expireListing, warnListingExpiry } from '../listing-expiry/expire-listing.ts';
import { EXPIRE_LISTING, WARN_LISTING_EXPIRY } from '../listing-expiry/schedule-listing-expiry.ts';

/**
 * What the job queue runs, by kind of work: everything that ends in a mail, and listing expiry
 * (which closes a listing and tells its restaurant), kept here so the worker has one map.
 */
export function mailWorkHandlers(
  ctx: Pick<AppContext, 'database' | 'config' | 'mailer' | 'live'>,
): WorkHandlers {
  return {
    [FLUSH_MAIL]: (work) => flushMail(ctx, work),
    [UNANSWERED_CHECK]: (work) => checkUnanswered(ctx, work),
    [INTERVIEW_REMINDER]: (work) => remindInterview(ctx, work),
    [MATCH_ALERTS]: (work) => matchAlerts(ctx, work),
    [EXPIRE_LISTING]: (work) => expireListing(ctx, work),
    [WARN_LISTING_EXPIRY]: (work) => warnListingExpiry(ctx, work),
  };
}
