import type { AdminContactMessage } from '@brigade/shared/admin/contact-messages';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { presentContactMessage } from './list-contact-messages.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Marks a contact message read (now) or unread, with its audit entry, in one transaction. */
export async function setContactMessageRead(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  read: boolean,
  ip: string,
): Promise<AdminContactMessage> {
  const { db } = ctx.database;
  if (!isUuid(id)) throw new AppError('not_found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    await recordAdminAction(tx, {
      admin,
      action: read ? 'contact_message.read' : 'contact_message.unread',
      target: { type: 'contact_message', id, label: row.email },
      ip,
    });
    return presentContactMessage(row);
  });
}
