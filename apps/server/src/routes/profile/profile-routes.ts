import { profileAnswer } from '@brigade/shared/api/profile-answers';
import { profileInput, type ProfileAnswer } from '@brigade/shared/profile';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { decisionWindowInput } from '@brigade/shared/applications/decision-window';
import {
  readProfile,
  saveDecisionWindow,
  saveProfile,
} from '../../services/profiles/profile-service.ts';

/**
 * GET and PUT /api/profile: the signed-in user's own profile (Edit Profile); PUT
 * /api/profile/decision-window: a venue's days to decide on applications (no ghosting).
 */
export function registerProfileRoutes(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.profile,
    {
      preValidation: requireUser(ctx),
      schema: {
        doc: { summary: 'My profile (Edit Profile)', access: 'signed-in', answer: profileAnswer },
      },
    },
    async (request, reply): Promise<ProfileAnswer> => {
      void reply.header('cache-control', 'no-store');
      return readProfile(ctx, userOf(request).id);
    },
  );
  app.put(
    apiPaths.profile,
    {
      preValidation: requireUser(ctx),
      schema: {
        body: profileInput,
        doc: { summary: 'Save my profile', access: 'signed-in', answer: profileAnswer },
      },
    },
    async (request): Promise<ProfileAnswer> => saveProfile(ctx, userOf(request), request.body),
  );
  app.put(
    apiPaths.profileDecisionWindow,
    {
      preValidation: requireUser(ctx),
      schema: {
        body: decisionWindowInput,
        doc: {
          summary: 'Set the days my venue takes to decide on applications (14 to 60)',
          description:
            'An application still Pending or Reviewed that many days after it was made closes ' +
            'by itself as not selected; applications already made keep their date.',
          access: 'signed-in',
          answer: profileAnswer,
        },
      },
    },
    async (request): Promise<ProfileAnswer> =>
      saveDecisionWindow(ctx, userOf(request), request.body.days),
  );
}
