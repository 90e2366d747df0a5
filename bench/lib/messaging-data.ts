import { createServices } from '@brigade/server/app/app-services';
import { loadConfig } from '@brigade/server/config/env';
import { migrateDatabase } from '@brigade/server/db/migrate';
import { openDatabase, type DatabaseTarget } from '@brigade/server/db/open-database';

/** Who takes part: user i's id and session cookie; conversation k is users 2k and 2k + 1. */
export interface ChatPopulation {
  userIds: string[];
  cookies: string[];
  conversationIds: string[];
}

/**
 * Seeds `count` users (even: restaurants, odd: applicants), one conversation per pair and a
 * session each, before the server starts (PGlite has one owner). Users and conversations are
 * plain inserts (sign-up would spend minutes hashing passwords nobody types); sessions are made
 * by better-auth itself, so their cookies are signed as the server expects (the signing key is
 * kept in the database and shared).
 */
export async function seedChatPopulation(
  target: DatabaseTarget,
  count: number,
  dataDir: string,
): Promise<ChatPopulation> {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    const { rows: users } = await database.pool.query<{ id: string }>(`
      INSERT INTO users (name, email, user_type, first_name, last_name)
      SELECT 'Bench ' || g, 'bench-chat-' || g || '@brigade.test',
        CASE WHEN g % 2 = 0 THEN 'restaurant' ELSE 'applicant' END, 'Bench', 'User ' || g
      FROM generate_series(0, ${count - 1}) g
      ORDER BY g
      RETURNING id`);
    const userIds = users.map((row) => row.id);
    const pairs = Array.from({ length: count / 2 }, (_, k) => [userIds[2 * k], userIds[2 * k + 1]]);
    const { rows: conversations } = await database.pool.query<{ id: string }>(
      `INSERT INTO conversations (pair_key)
       SELECT least(a, b) || ':' || greatest(a, b) || ':'
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(a, b, n)
       ORDER BY n
       RETURNING id`,
      [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
    );
    const conversationIds = conversations.map((row) => row.id);
    await database.pool.query(
      `INSERT INTO conversation_participants (conversation_id, user_id)
       SELECT c, u FROM unnest($1::uuid[], $2::uuid[]) AS p(c, u)`,
      [
        conversationIds.flatMap((id) => [id, id]),
        conversationIds.flatMap((_, k) => [userIds[2 * k], userIds[2 * k + 1]]),
      ],
    );
    const { auth } = await createServices(
      database,
      loadConfig({ DATA_DIR: dataDir }),
      () => undefined,
    );
    // A few at a time: better-auth's work on this thread overlaps the database's on its own.
    const cookies: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < userIds.length) {
          const index = next++;
          const { headers } = await auth.api.issueSession({
            body: { userId: userIds[index] ?? '' },
            returnHeaders: true,
          });
          cookies[index] = headers
            .getSetCookie()
            .map((cookie) => cookie.split(';')[0])
            .join('; ');
        }
      }),
    );
    return { userIds, cookies, conversationIds };
  } finally {
    await database.close();
  }
}
