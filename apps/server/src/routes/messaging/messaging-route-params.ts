import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';

const { conversations, direct } = apiPaths.messaging;

/** Server patterns of the messaging routes (the shared registry holds the path builders). */
export const messagingRoutes = {
  conversation: `${conversations}/:id`,
  messages: `${conversations}/:id/messages`,
  read: `${conversations}/:id/read`,
  messageRead: `${direct}/:id/read`,
  withUser: '/api/users/:id/messages',
} as const;

/** `:id` as given: a malformed one is answered 404 by the service, like a missing one. */
export const idParams = z.object({ id: z.string() });
