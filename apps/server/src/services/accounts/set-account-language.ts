import type { AccountLanguageAnswer } from '@brigade/shared/account-language';
import type { Language } from '@brigade/shared/languages';
import { eq } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { users } from '../../db/schema/users.ts';

/** Remembers the UI language a signed-in person chose, for what Brigade writes to them. */
export async function setAccountLanguage(
  ctx: AppContext,
  userId: string,
  language: Language,
): Promise<AccountLanguageAnswer> {
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}
