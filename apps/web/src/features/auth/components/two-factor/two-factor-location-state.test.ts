import { describe, expect, it } from 'vitest';
import { twoFactorLocationState } from './two-factor-location-state.ts';

describe('the second step handed over in the history state', () => {
  it('reads a step the ordinary sign-in page handed over', () => {
    const twoFactor = { stage: 'verify', challenge: 'c' } as const;
    expect(twoFactorLocationState({ twoFactor, portal: 'user' })).toEqual({
      twoFactor,
      portal: 'user',
    });
    expect(twoFactorLocationState({ twoFactor })).toEqual({ twoFactor, portal: 'admin' });
  });

  it('ignores anything else (no state, another page’s state, a malformed step)', () => {
    expect(twoFactorLocationState(null)).toBeNull();
    expect(twoFactorLocationState({ from: '/jobs' })).toBeNull();
    expect(twoFactorLocationState({ twoFactor: { stage: 'other' } })).toBeNull();
  });
});
