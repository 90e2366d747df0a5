import { apiPaths } from '@brigade/shared/routes';
import type { ConversationSummary, MessageView } from '@brigade/shared/messaging/messaging-answers';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { createAccount } from './accounts.ts';
import type { NewAccount } from './accounts.ts';
import { expect } from './fixtures.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from './jobs.ts';
import { saveResume } from './resumes.ts';
import { openSecondUser } from './second-user.ts';

type Account = NewAccount & { user: { id: string } };

export interface Hiring {
  /** The restaurant, in a browser context of its own. */
  restaurant: { page: Page; close: () => Promise<void>; account: Account };
  venueName: string;
  jobTitle: string;
  /** The applicant, signed in on the test's `page`. */
  applicant: Account;
  applicationId: string;
}

/**
 * A restaurant (second browser context) with an open job, and an applicant (signed in on
 * `page`) with a visible resume who applied to it.
 */
export async function arrangeHiring(
  page: Page,
  browser: Browser,
  testInfo: TestInfo,
  clientIp: string,
): Promise<Hiring> {
  const second = await openSecondUser(browser, testInfo, clientIp);
  const venueName = uniqueWord('Casa ');
  const restaurant = await createAccount(second.page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(second.page.request, restaurant, { venueName });
  const jobTitle = uniqueWord('Line Cook ');
  const job = await postJob(second.page.request, { title: jobTitle });
  const applicant = await createAccount(page.request, testInfo);
  await saveResume(page.request);
  const applicationId = await applyTo(page.request, job.id);
  return {
    restaurant: { ...second, account: restaurant },
    venueName,
    jobTitle,
    applicant,
    applicationId,
  };
}

/** Opens (or finds) the conversation with someone through the API, as `request`'s user. */
export async function startConversation(
  request: APIRequestContext,
  recipientId: string,
  applicationId?: string,
): Promise<ConversationSummary> {
  const response = await request.post(apiPaths.messaging.conversations, {
    data: { recipientId, ...(applicationId ? { applicationId } : {}) },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  return (await response.json()) as ConversationSummary;
}

/** Sends a message through the API, as `request`'s user. */
export async function sendMessage(
  request: APIRequestContext,
  conversationId: string,
  content: string,
): Promise<MessageView> {
  const response = await request.post(apiPaths.messaging.messages(conversationId), {
    data: { content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MessageView;
}

/**
 * Resolves once the page's live channel is open (its response has started), so what is sent
 * next can only reach the page live. Call it before the navigation that opens the channel.
 */
export function liveChannelOpen(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === apiPaths.live && response.status() === 200,
  );
}

/** The conversation list. */
export const conversationList = (page: Page) => page.getByRole('list', { name: 'Conversations' });

/** The open conversation's messages, oldest first. */
export const threadMessages = (page: Page) =>
  page.getByRole('list', { name: 'Messages', exact: true }).getByRole('listitem');

/** The composer's text box. */
export const composer = (page: Page) => page.getByLabel('Your message');
