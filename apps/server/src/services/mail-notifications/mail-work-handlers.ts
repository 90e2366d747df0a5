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

/** What the job queue runs, by kind of work: everything that ends in a mail. */
export function mailWorkHandlers(
  ctx: Pick<AppContext, 'database' | 'config' | 'mailer'>,
): WorkHandlers {
  return {
    [FLUSH_MAIL]: (work) => flushMail(ctx, work),
    [UNANSWERED_CHECK]: (work) => checkUnanswered(ctx, work),
    [INTERVIEW_REMINDER]: (work) => remindInterview(ctx, work),
    [MATCH_ALERTS]: (work) => matchAlerts(ctx, work),
  };
}
