// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
} from '../test/component-test.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const renderAt = (route: string) => renderWithProviders(<UnsubscribePage />, { route });

describe('UnsubscribePage', () => {
  setUpComponentTests();

  it('shows what the link turns off, turns it off on request, and how to turn it back on', async () => {
    const requests = fakeApi(() => ({ status: 200, json: { topic: 'messages' } }));
    renderAt('/unsubscribe?token=abc.def');

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    expect(await screen.findByText('Messages you still haven’t read after a while.')).toBeTruthy();
    expect(requests.map(({ request }) => request)).toEqual([
      'GET /api/mail/unsubscribe?token=abc.def',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer get e-mails about: Messages.')).toBeTruthy();
    expect(requests[1]?.request).toMatch(/^POST /);
    const link = screen.getByRole('link', { name: 'Edit Profile → Notifications' });
    expect(link.getAttribute('href')).toBe('/profile/edit#notifications');
  });

  it('says a refused link is not valid', async () => {
    fakeApi(() => refusal(400, 'invalid_unsubscribe_link'));
    renderAt('/unsubscribe?token=forged');
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a link without a token is not valid, without asking the server', () => {
    const requests = fakeApi(() => 'never');
    renderAt('/unsubscribe');
    expect(screen.getByText('This unsubscribe link is not valid')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('keeps the button when turning it off fails for another reason, and says why', async () => {
    fakeApi((request) =>
      request.startsWith('POST')
        ? refusal(429, 'rate_limited')
        : { status: 200, json: { topic: 'status' } },
    );
    renderAt('/unsubscribe?token=abc.def');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByText(/^You could not be unsubscribed: /);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
