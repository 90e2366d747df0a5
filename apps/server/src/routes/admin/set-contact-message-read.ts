import { adminContactMessage } from '@brigade/shared/api/admin-answers';
import {
  contactMessageReadInput,
  type AdminContactMessage,
} from '@brigade/shared/admin/contact-messages';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { setContactMessageRead } from '../../services/admin/set-contact-message-read.ts';

/** PUT /api/admin/contact-messages/:id { read } (admins): mark one read or unread. */
export function registerSetContactMessageRead(app: App, ctx: AppContext): void {
  app.put(
    `${apiPaths.admin.contactMessages}/:id`,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: z.object({ id: z.string() }),
        body: contactMessageReadInput,
        doc: {
          summary: 'Mark a contact message read or unread',
          access: ['admin'],
          answer: adminContactMessage,
        },
      },
    },
    async (request): Promise<AdminContactMessage> =>
      setContactMessageRead(ctx, userOf(request), request.params.id, request.body.read, request.ip),
  );
}
