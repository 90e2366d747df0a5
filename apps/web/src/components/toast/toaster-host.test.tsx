// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initEnglish } from '../../test/component-test.tsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../lib/toast-store.ts';
import { ToasterHost } from './toaster-host.tsx';

describe('ToasterHost', () => {
  beforeAll(initEnglish);
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
  });

  it('answers F8 before the first toast, without loading the toaster', () => {
    render(<ToasterHost />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it('hands the region to the toaster once a toast is raised', async () => {
    render(<ToasterHost />);
    act(() => {
      toast({ title: 'Saved' });
    });
    // The toaster is a lazy chunk: on a busy machine its first import can take over a second.
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Notifications (F8)' })).toHaveLength(1);
  });
});
