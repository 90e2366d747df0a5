import { z } from 'zod';
import type { Page } from '../jobs/job-answers.ts';
import { pageParams } from '../pagination.ts';

export const contactMessageFilters = ['all', 'unread', 'read'] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];

/** GET /api/admin/contact-messages?status&page&pageSize, newest first. */
export const adminContactMessagesQuery = z.object({
  status: z.enum(contactMessageFilters).default('all').catch('all'),
  ...pageParams(20),
});
export type AdminContactMessagesQuery = z.infer<typeof adminContactMessagesQuery>;

/** PUT /api/admin/contact-messages/:id: mark read (true) or unread (false). */
export const contactMessageReadInput = z.object({ read: z.boolean() });
export type ContactMessageReadInput = z.infer<typeof contactMessageReadInput>;

/** One message from the Contact page, in full. */
export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: string;
  readAt: string | null;
}

/** A page of messages and how many are unread in all (the badge). */
export interface AdminContactMessagePage extends Page<AdminContactMessage> {
  unreadTotal: number;
}
