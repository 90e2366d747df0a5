/** The other person in a conversation; null when their account was deleted ("Deleted user"). */
export interface ConversationPerson {
  id: string;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  userType: 'applicant' | 'restaurant' | 'admin';
  /** A restaurant's venue name, when it has one. */
  venueName: string | null;
}

/** What a conversation is about, when it is about an application. */
export interface ConversationApplication {
  id: string;
  jobTitle: string;
  venueName: string;
}

/** A conversation as one participant sees it (spec section 3, unread count kept per person). */
export interface ConversationSummary {
  id: string;
  /** User ids of the participants still with an account. */
  participants: string[];
  other: ConversationPerson | null;
  application: ConversationApplication | null;
  /**
   * Teams: in a venue's thread about an application, the venue's other members in it, for the
   * venue's members only (empty for the applicant and in a conversation between two people).
   */
  teammates: { id: string; name: string }[];
  /** '' at start. */
  lastMessage: string;
  /** Null at start. */
  lastMessageTimestamp: string | null;
  lastMessageSenderId: string | null;
  /** The viewer's unread messages in it; 0 at start. */
  unreadCount: number;
  createdAt: string;
}

/** A message (spec section 3) plus its sender; null sender or receiver: a deleted account. */
export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string | null;
  receiverId: string | null;
  content: string;
  read: boolean;
  createdAt: string;
}

/** A page of a thread, ascending; `hasOlder` says whether to offer "Load earlier messages". */
export interface MessagePage {
  items: MessageView[];
  hasOlder: boolean;
}

/** GET /api/messages/unread-count. */
export interface UnreadCountAnswer {
  count: number;
}

/** POST …/read answers how many messages it marked. */
export interface MarkReadAnswer {
  updated: number;
}
