// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import { getToasts } from '../../../lib/toast-store.ts';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { DataExportSection } from './data-export-section.tsx';

function renderSection() {
  renderWithProviders(<DataExportSection />);
  return screen.getByRole('button', { name: 'Download my data' });
}

/** Answers the export request with `response` once `release` is called (before or after it). */
function serve(response: Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(() => released.then(() => response));
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

describe('DataExportSection', () => {
  setUpComponentTests();
  afterEach(() => vi.restoreAllMocks());

  it('says what the zip holds, fetches it while busy, saves it and says so', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    const server = serve(
      new Response(zip, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="brigade-data-2026-11-25.zip"',
        },
      }),
    );

    const button = renderSection();
    expect(screen.getByText(/everything Brigade holds about you/)).toBeTruthy();
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Preparing your download…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(server.fetch).toHaveBeenCalledWith('/api/account/data-export', {
      credentials: 'same-origin',
    });

    server.release();
    await screen.findByRole('button', { name: 'Download my data' });
    expect(click).toHaveBeenCalledOnce();
    const saved = createObjectURL.mock.calls[0]?.[0] as Blob | undefined;
    expect(saved?.size).toBe(zip.byteLength);
    expect(getToasts()[0]).toMatchObject({
      title: 'Your data has been downloaded',
      description: 'Look for brigade-data-2026-11-25.zip in your downloads.',
    });
  });

  it('shows a refusal (too many exports) as a failure toast with the reason', async () => {
    const server = serve(
      new Response(
        JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
        }),
        { status: 429, headers: { 'content-type': 'application/json' } },
      ),
    );
    fireEvent.click(renderSection());
    server.release();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Your data could not be downloaded',
        description: en.errors.rate_limited,
      }),
    );
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});
