import { eq } from '../../db/sql.ts';
import { applications } from '../../db/schema/applications.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { Logger } from '../../core/logger.ts';

/**
 * Nudges the notification bells an application change concerns (after its transaction has
 * committed): a new application its restaurant's; a status move or an interview both parties'.
 * A failure here is only logged: the change is saved, and bells refresh by themselves anyway.
 */
export async function announceApplicationChange(
  ctx: AppContext,
  log: Logger,
  applicationId: string,
  to: 'restaurant' | 'both',
): Promise<void> {
  try {
    const [parties] = await ctx.database.db
      .select({ applicantId: applications.applicantId, restaurantId: applications.restaurantId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!parties) return;
    const userIds =
      to === 'restaurant' ? [parties.restaurantId] : [parties.applicantId, parties.restaurantId];
    await ctx.live.publish(userIds, { type: 'notifications.changed' });
  } catch (error) {
    log.warn({ err: error }, 'the live notice of an application change failed');
  }
}
