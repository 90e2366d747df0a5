import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastConfig } from '@brigade/shared/constants';
import { dismissToast, getToasts, toast } from './toast-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps only the newest toast (limit 1)', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((item) => item.title)).toEqual(['Second']);
    expect(getToasts()[0]).toMatchObject({ open: true, variant: 'destructive' });
  });

  it('closes a dismissed toast and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const { id, dismiss } = toast({ title: 'Saved' });
    dismiss();
    expect(getToasts().find((item) => item.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(toastConfig.removeDelayMs - 1);
    expect(getToasts().some((item) => item.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((item) => item.id === id)).toBe(false);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
  });
});
