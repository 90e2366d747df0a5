// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast-store.ts';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { ShareJobButton } from './share-job-button.tsx';

const job = { id: 'job-7', title: 'Line Cook', venueName: 'The Copper Pot', city: 'Leeds' };
const url = `${window.location.origin}/jobs/job-7`;

/** The toasts on screen (a dismissed one lingers, closed, for its exit animation). */
const openToasts = () => getToasts().filter((toast) => toast.open);

function renderButton() {
  renderWithProviders(<ShareJobButton job={job} />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
}

describe('ShareJobButton', () => {
  setUpComponentTests();

  it('opens the share sheet with the job where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderButton();
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Line Cook',
        text: 'Line Cook at The Copper Pot, Leeds',
        url,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(openToasts()).toEqual([]);
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderButton();
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(openToasts()).toEqual([]);
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderButton();
    await waitFor(() => expect(openToasts()).toHaveLength(1));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(openToasts()[0]).toMatchObject({ title: 'Link copied', description: url });
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderButton();
    await waitFor(() => expect(openToasts()).toHaveLength(1));
    expect(openToasts()[0]).toMatchObject({
      title: 'The link could not be copied',
      description: `Copy it from here: ${url}`,
      variant: 'destructive',
    });
  });
});
