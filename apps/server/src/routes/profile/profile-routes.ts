import { profileAnswer } from '@brigade/shared/api/profile-answers';
import { profileInput, type ProfileAnswer } from '@brigade/shared/profile';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readProfile, saveProfile } from '../../services/profiles/profile-service.ts';

/** GET and PUT /api/profile: the signed-in user's own profile (Edit Profile). */
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
}
