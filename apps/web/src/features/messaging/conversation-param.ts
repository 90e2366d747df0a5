/** The query parameter holding the open conversation (paths.conversation(id) writes it). */
export const conversationParam = 'conversation';
