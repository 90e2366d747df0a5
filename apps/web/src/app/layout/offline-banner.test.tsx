// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../test/component-test.tsx';
import { OfflineBanner } from './offline-banner.tsx';

const message = /You are offline/;

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

describe('OfflineBanner', () => {
  setUpComponentTests();
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing while online, in a live region ready to announce', () => {
    goOffline(false);
    render(<OfflineBanner />);
    const region = screen.getByTestId('offline-banner');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('says the visitor is offline, and goes once the network is back', () => {
    goOffline(true);
    render(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner').textContent).toMatch(message);

    goOffline(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(message)).toBeNull();

    goOffline(true);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(message)).toBeTruthy();
  });
});
