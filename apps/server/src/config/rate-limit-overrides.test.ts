import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { rateLimitVariable, resolveRateLimits } from './rate-limit-overrides.ts';
import { defaultRateLimits } from './rate-limits.ts';

const defaults = {
  signIn: { max: 5, windowMs: 60_000 },
  sendMessage: { max: 30, windowMs: 60_000 },
};

describe('rate limits from the environment', () => {
  it('names each variable after its action in snake case', () => {
    expect(rateLimitVariable('signIn')).toBe('RATE_LIMIT_SIGN_IN');
    expect(rateLimitVariable('startConversation')).toBe('RATE_LIMIT_START_CONVERSATION');
    expect(rateLimitVariable('apply')).toBe('RATE_LIMIT_APPLY');
  });

  it('keeps the defaults when nothing (or an empty value) is set', () => {
    const { limits, problems } = resolveRateLimits(defaults, { RATE_LIMIT_SIGN_IN: '' });
    expect(problems).toEqual([]);
    expect(limits).toEqual(defaults);
  });

  it('overrides one limit with <max>/<windowMs>', () => {
    const { limits, problems } = resolveRateLimits(defaults, {
      RATE_LIMIT_SIGN_IN: '10/30000',
    });
    expect(problems).toEqual([]);
    expect(limits.signIn).toEqual({ max: 10, windowMs: 30_000 });
    expect(limits.sendMessage).toEqual(defaults.sendMessage);
  });

  it.each([
    ['ten/60000', 'must be <max>/<windowMs>'],
    ['10', 'must be <max>/<windowMs>'],
    ['0/60000', 'max must be'],
    ['10/60', 'windowMs must be'],
    ['-1/60000', 'must be <max>/<windowMs>'],
  ])('refuses %s with a readable problem', (value, message) => {
    const { limits, problems } = resolveRateLimits(defaults, { RATE_LIMIT_SIGN_IN: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('RATE_LIMIT_SIGN_IN');
    expect(problems[0]).toContain(message);
    expect(limits.signIn).toEqual(defaults.signIn);
  });

  it('refuses a RATE_LIMIT_ variable that names no limit (a typo)', () => {
    const { problems } = resolveRateLimits(defaults, { RATE_LIMIT_SIGNIN: '10/60000' });
    expect(problems).toEqual([expect.stringContaining('RATE_LIMIT_SIGNIN: not a rate limit')]);
  });

  it('makes loadConfig fail at start-up, listing the problem', () => {
    expect(() => loadConfig({ RATE_LIMIT_CONTACT: '5 per minute' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_CONTACT: '5 per minute' })).toThrow(
      /RATE_LIMIT_CONTACT: must be <max>\/<windowMs>/,
    );
    expect(() => loadConfig({ RATE_LIMIT_CONTACT: '3/60000' })).not.toThrow();
  });

  it('covers sign-in, sign-up, reset, contact, applications, messages and uploads', () => {
    for (const action of [
      'signIn',
      'signUp',
      'passwordReset',
      'contact',
      'apply',
      'sendMessage',
      'startUpload',
    ]) {
      expect(Object.keys(defaultRateLimits)).toContain(action);
    }
  });
});
