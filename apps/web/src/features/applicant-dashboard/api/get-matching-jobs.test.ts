// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@brigade/shared/routes';
import { fakeApi, setUpComponentTests } from '../../../test/component-test.tsx';
import { getMatchingJobs } from './get-matching-jobs.ts';

describe('getMatchingJobs', () => {
  setUpComponentTests();

  it('asks the server to leave out the jobs already applied to', async () => {
    const requests = fakeApi(() => ({
      status: 200,
      json: { items: [], page: 1, pageSize: 5, total: 0, totalExact: true, correctedQuery: null },
    }));
    await getMatchingJobs({ role: 'cook', city: 'Lyon' });
    const [first] = requests;
    const url = new URL(first?.request.replace(/^GET /, '') ?? '', 'http://localhost');
    expect(url.pathname).toBe(apiPaths.jobs.search);
    expect(url.searchParams.get('notApplied')).toBe('true');
    expect(url.searchParams.get('role')).toBe('cook');
    expect(url.searchParams.get('city')).toBe('Lyon');
  });
});
