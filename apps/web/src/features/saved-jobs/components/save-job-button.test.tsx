// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@brigade/shared/errors';
import type { SavedJobIds } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { dismissToast, getToasts } from '../../../lib/toast-store.ts';
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

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The API as the toggle meets it: the session, the saved ids, and save/unsave answered with
 * `change` (a promise, so a test can hold the answer back); records every request.
 */
function serve(options: {
  user: SessionUser | null;
  savedIds?: string[];
  change?: () => Promise<Response>;
}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === apiPaths.auth.session) {
        return Promise.resolve(json(200, { user: options.user } satisfies SessionAnswer));
      }
      if (url === apiPaths.savedJobs.ids) {
        return Promise.resolve(json(200, { jobIds: options.savedIds ?? [] } satisfies SavedJobIds));
      }
      if (url === apiPaths.savedJobs.job(jobId)) {
        return options.change ? options.change() : Promise.resolve(json(204, undefined));
      }
      return Promise.reject(new Error(`unexpected request ${method} ${url}`));
    }),
  );
  return calls;
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/jobs?city=Lyon']}>
        <SaveJobButton jobId={jobId} jobTitle="Line Cook" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SaveJobButton', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en } },
      fallbackNS: 'translation',
    });
  });
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
  });

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
    await waitFor(() => expect(calls).toContain(`GET ${apiPaths.auth.session}`));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls).not.toContain(`GET ${apiPaths.savedJobs.ids}`);
  });

  it('saves at once (pressed) and unsaves again, keeping its name', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = serve({
      user: userOf('applicant'),
      change: () => answered.then(() => json(204, undefined)),
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save job: Line Cook' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    // Pressed before the server answers.
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContain(`PUT ${apiPaths.savedJobs.job(jobId)}`);
    release();

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toContain(`DELETE ${apiPaths.savedJobs.job(jobId)}`);
    expect(getToasts()).toEqual([]);
  });

  it('shows a saved job pressed', async () => {
    serve({ user: userOf('applicant'), savedIds: [jobId] });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save job: Line Cook' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('turns back and says why in a toast when saving fails', async () => {
    const full: ErrorEnvelope = {
      error: { code: 'saved_jobs_full', message: en.errors.saved_jobs_full },
    };
    serve({ user: userOf('applicant'), change: () => Promise.resolve(json(409, full)) });
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
