import type { ContactMessageInput, ContactMessageReceipt } from '@brigade/shared/contact';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Stores a message from the Contact page. The text is kept as typed and rendered escaped. */
export async function createContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
  ip: string,
): Promise<ContactMessageReceipt> {
  const { db } = ctx.database;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned no row');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
