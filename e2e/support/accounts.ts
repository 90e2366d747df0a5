import { apiPaths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A password that passes every strength rule. */
export const strongPassword = 'Kitchen#2025';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'applicant' | 'restaurant';
}

let counter = 0;

/** An e-mail address no other test (worker, project or run) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  counter += 1;
  return `${label}.${testInfo.project.name}.w${testInfo.workerIndex}.${Date.now()}.${counter}@example.com`;
}

export function buildAccount(testInfo: TestInfo, overrides: Partial<NewAccount> = {}): NewAccount {
  const userType = overrides.userType ?? 'applicant';
  return {
    email: uniqueEmail(testInfo, userType),
    password: strongPassword,
    firstName: userType === 'applicant' ? 'Ana' : 'Marco',
    lastName: userType === 'applicant' ? 'García' : 'Rossi',
    userType,
    ...overrides,
  };
}

/**
 * Creates an account through the API. With `page.request` the session cookie lands in the page's
 * browser context (signed in); with the standalone `request` fixture the page stays signed out.
 */
export async function createAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount & { user: SessionUser }> {
  const account = buildAccount(testInfo, overrides);
  const response = await request.post(apiPaths.auth.signUp, { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: SessionUser };
  return { ...account, user };
}

/** The toasts on screen (Radix toast viewport, "Notifications (F8)": not Edit Profile's section). */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications \(/ }).getByRole('listitem');

/** The signed-in user menu's trigger in the header, named by the first name. */
export const userMenu = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('button', { name: label, exact: true });

/**
 * The message a sign-in or Create Account page shows. The page has two alert regions (the form's
 * and the social sign-in's), each always present so a new message is announced; this is the one
 * with text in it.
 */
export const shownAlert = (page: Page) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });
