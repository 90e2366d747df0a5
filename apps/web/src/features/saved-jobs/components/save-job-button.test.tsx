// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { SavedJobIds } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
  type Reply,
} from '../../../test/component-test.tsx';
import { SaveJobButton } from './save-job-button.tsx';

const jobId = '0b6f6a3e-3c55-4d6b-9f3a-1d2e3f4a5b6c';

const userOf = (userType: SessionUser['userType']): SessionUser => ({
  id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  email: 'ana@example.com',
  userType,
  firstName: 'Ana',
  lastName: 'Lopez',
  photoURL: null,
  isActive: true,
  profileComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
});

/**
 * The API as the toggle meets it: the session, the saved ids, and save/unsave answered with
 * `change` (a promise, so a test can hold the answer back); records every request.
 */
function serve(options: { user: SessionUser | null; savedIds?: string[]; change?: () => Reply }) {
  const requests = fakeApi((request) => {
    const path = request.slice(request.indexOf(' ') + 1);
    if (path === apiPaths.auth.session) {
      return { status: 200, json: { user: options.user } satisfies SessionAnswer };
    }
    if (path === apiPaths.savedJobs.ids) {
      return { status: 200, json: { jobIds: options.savedIds ?? [] } satisfies SavedJobIds };
    }
    if (path === apiPaths.savedJobs.job(jobId)) return options.change?.() ?? { status: 204 };
    throw new Error(`unexpected request ${request}`);
  });
  return { sent: () => requests.map(({ request }) => request) };
}

const renderButton = () =>
  renderWithProviders(<SaveJobButton jobId={jobId} jobTitle="Line Cook" />, {
    route: '/jobs?city=Lyon',
  });

describe('SaveJobButton', () => {
  setUpComponentTests();

  it('sends a signed-out visitor to sign in as a job seeker, and back', async () => {
    serve({ user: null });
    renderButton();
    const link = await screen.findByRole('link', { name: 'Save job: Line Cook' });
    expect(link.getAttribute('href')).toBe(
      `/auth/login?type=applicant&returnTo=${encodeURIComponent('/jobs?city=Lyon')}`,
    );
  });

  it.each(['restaurant', 'admin'] as const)('shows nothing to a %s', async (role) => {
    const calls = serve({ user: userOf(role) });
    renderButton();
    await waitFor(() => expect(calls.sent()).toContain(`GET ${apiPaths.auth.session}`));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls.sent()).not.toContain(`GET ${apiPaths.savedJobs.ids}`);
  });

  it('saves at once (pressed) and unsaves again, keeping its name', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = serve({
      user: userOf('applicant'),
      change: () => answered.then(() => ({ status: 204 })),
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save job: Line Cook' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    // Pressed before the server answers.
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.sent()).toContain(`PUT ${apiPaths.savedJobs.job(jobId)}`);
    release();

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.sent()).toContain(`DELETE ${apiPaths.savedJobs.job(jobId)}`);
    expect(getToasts()).toEqual([]);
  });

  it('shows a saved job pressed', async () => {
    serve({ user: userOf('applicant'), savedIds: [jobId] });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save job: Line Cook' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('turns back and says why in a toast when saving fails', async () => {
    serve({ user: userOf('applicant'), change: () => refusal(409, 'saved_jobs_full') });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save job: Line Cook' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'The job could not be saved',
        description: en.errors.saved_jobs_full,
      }),
    );
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
