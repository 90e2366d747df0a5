// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchFormKey } from './use-search-form-key.ts';

describe('useSearchFormKey', () => {
  it('keeps the form when the URL takes what it submitted, and starts it afresh otherwise', () => {
    const { result, rerender } = renderHook(({ search }) => useSearchFormKey(search), {
      initialProps: { search: 'q=chef' },
    });
    const first = result.current.key;
    act(() => result.current.submitting('q=cook'));
    rerender({ search: 'q=cook' });
    expect(result.current.key).toBe(first);
    // Back to the earlier search: the form shows it.
    rerender({ search: 'q=chef' });
    expect(result.current.key).not.toBe(first);
    const afterBack = result.current.key;
    // Forward again, not from the form this time: afresh too.
    rerender({ search: 'q=cook' });
    expect(result.current.key).not.toBe(afterBack);
  });
});
