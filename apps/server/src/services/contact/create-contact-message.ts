import type { ContactMessageInput, ContactMessageReceipt } from '@brigade/shared/contact';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { contactMessages } from '../../db/schema/contact-messages.ts';

/** Stores a message from the Contact page. The text is kept as typed and rendered escaped. */
export async function createContactMessage(
  db: NodePgDatabase,
  input: ContactMessageInput,
  ip: string,
): Promise<ContactMessageReceipt> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned no row');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
