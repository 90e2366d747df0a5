import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { interviewCalendarFile } from '../../services/calendar/interview-calendar.ts';

/**
 * GET /api/applications/:id/interview.ics: "Add to calendar" on both application pages, the
 * scheduled interview as an iCalendar file for whoever may read the application (404 for
 * anyone else, and when no interview is set).
 */
export function registerInterviewCalendarRoute(app: App, ctx: AppContext): void {
  app.get(
    '/api/applications/:id/interview.ics',
    {
      preValidation: requireUser(ctx),
      schema: {
        doc: {
          summary: 'The scheduled interview as an iCalendar file (Add to calendar)',
          access: 'signed-in',
          owner: true,
          answer: 'text/calendar',
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw new AppError('not_found');
      const text = await interviewCalendarFile(ctx, userOf(request), id);
      return reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachmentDisposition('interview.ics'))
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );
}
