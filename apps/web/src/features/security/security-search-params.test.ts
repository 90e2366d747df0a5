import { describe, expect, it } from 'vitest';
import { readSecurityState, securityApiFilters, securityParams } from './security-search-params.ts';

describe('the Security Center URL', () => {
  it('reads known filters and drops unknown ones', () => {
    const state = readSecurityState(
      new URLSearchParams(
        'severity=high&type=sign_in_failed&user=%20ana%20&from=2026-11-01T08:00&to=oops&page=3',
      ),
    );
    expect(state).toEqual({
      view: 'events',
      filters: {
        severity: 'high',
        type: 'sign_in_failed',
        user: 'ana',
        from: '2026-11-01T08:00',
        to: '',
        page: 3,
      },
      auditPage: 1,
    });
    const junk = readSecurityState(new URLSearchParams('severity=huge&type=nope&page=-2'));
    expect(junk.filters).toMatchObject({ severity: null, type: null, page: 1 });
  });

  it('writes the state back, defaults left out, and round-trips', () => {
    const params = new URLSearchParams('severity=low&user=bo&view=admin-actions&auditPage=2');
    const written = securityParams(readSecurityState(params));
    expect(written.toString()).toBe('severity=low&user=bo&view=admin-actions&auditPage=2');
    expect(securityParams(readSecurityState(new URLSearchParams())).toString()).toBe('');
  });

  it('sends times to the API as instants', () => {
    const state = readSecurityState(new URLSearchParams('from=2026-11-01T08:00'));
    const sent = securityApiFilters(state.filters).get('from');
    expect(sent).toBe(new Date('2026-11-01T08:00').toISOString());
  });
});
