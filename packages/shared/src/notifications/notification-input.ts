import { z } from 'zod';

/** POST /api/notifications/read: marks the given notifications, or all of mine, read. */
export const markNotificationsReadInput = z.union([
  z.object({ ids: z.array(z.string().min(1).max(200)).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInput>;
