// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobAlertsAnswer, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { CreateAlertBar } from './create-alert-bar.tsx';

const userOf = (userType: SessionUser['userType']): SessionUser => ({
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f',
  email: 'ana@example.com',
  userType,
  firstName: 'Ana',
  lastName: 'Cook',
  photoURL: null,
  isActive: true,
  profileComplete: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  lastLogin: null,
});

const alert: JobAlertView = {
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e00',
  name: 'Somewhere',
  query: { city: 'Leeds' },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

function serve(user: SessionUser | null, alerts = 0) {
  fakeApi((request) =>
    request === 'GET /api/auth/session'
      ? { status: 200, json: { user } satisfies SessionAnswer }
      : {
          status: 200,
          json: {
            items: Array<JobAlertView>(alerts).fill(alert),
            limit: 10,
            instantAlerts: false,
          } satisfies JobAlertsAnswer,
        },
  );
}

const renderBar = (search: string) =>
  renderWithProviders(<CreateAlertBar params={new URLSearchParams(search)} />);

describe('CreateAlertBar', () => {
  setUpComponentTests();

  it('opens the dialog for an applicant with a filtered search', async () => {
    serve(userOf('applicant'));
    renderBar('role=cook&city=Manchester&page=2');
    const button = await screen.findByRole('button', { name: 'Create alert' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Create a job alert' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Alert name').value).toBe('Cook in Manchester');
  });

  it('is disabled, saying why, without a filter or at the limit', async () => {
    serve(userOf('applicant'));
    renderBar('sort=newest&postedWithin=7');
    const button = await screen.findByRole('button', { name: 'Create alert' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/choose a filter first/)).toBeTruthy();
    cleanup();
    serve(userOf('applicant'), 10);
    renderBar('city=Leeds');
    expect(await screen.findByText(/You have 10 job alerts/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create alert' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('leads a signed-out visitor to sign in and back, and shows nothing to a restaurant', async () => {
    serve(null);
    renderBar('city=Leeds');
    const link = await screen.findByRole('link', { name: 'Sign in to create an alert' });
    expect(link.getAttribute('href')).toBe('/auth/login?type=applicant&returnTo=%2F');
    cleanup();
    serve(userOf('restaurant'));
    const { container } = renderBar('city=Leeds');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
