import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { messages } from '../../db/schema/messaging.ts';
import { presentMessage } from './present-message.ts';

/** One message by id (the live hub loads a message another process announced by reference). */
export async function loadMessage(db: NodePgDatabase, id: string): Promise<MessageView | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ? presentMessage(row) : null;
}
