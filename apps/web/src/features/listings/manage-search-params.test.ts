import { describe, expect, it } from 'vitest';
import {
  inboxApiSearch,
  jobChoicesApiSearch,
  listingsApiSearch,
  manageParams,
  readManageFilters,
} from './manage-search-params.ts';

const read = (search: string) => readManageFilters(new URLSearchParams(search));
const jobId = '0b9e8c2e-3f7a-4c1d-9a51-2f4f6d1c7e10';
const venue = '7d2c1b0a-9e8f-4a3b-8c7d-6e5f4a3b2c1d';

describe('Manage Listings in the URL', () => {
  it('reads the listings tab and the inbox filters', () => {
    expect(read(`status=closed&page=2&jobId=${jobId}&appStatus=Shortlisted&appPage=3`)).toEqual({
      venue: null,
      status: 'closed',
      page: 2,
      jobId,
      appStatus: 'Shortlisted',
      appSort: null,
      appPage: 3,
    });
  });

  it('drops what it does not know', () => {
    expect(read('venue=x&status=archived&page=-1&jobId=<x>&appStatus=pending&appPage=x')).toEqual({
      venue: null,
      status: null,
      page: 1,
      jobId: null,
      appStatus: null,
      appSort: null,
      appPage: 1,
    });
  });

  it('writes back only what is set', () => {
    const filters = read(`jobId=${jobId}&appStatus=Pending&page=1`);
    expect(manageParams(filters).toString()).toBe(`jobId=${jobId}&appStatus=Pending`);
    expect(readManageFilters(manageParams(filters))).toEqual(filters);
  });

  it('asks each endpoint for its own part', () => {
    const filters = read(`status=open&page=2&jobId=${jobId}&appStatus=Hired&appPage=4`);
    expect(listingsApiSearch(filters)).toBe('status=open&page=2&pageSize=10');
    // One venue's listings (teams), the inbox left as it is.
    const oneVenue = read(`venue=${venue}&status=open`);
    expect(listingsApiSearch(oneVenue)).toBe(`status=open&venue=${venue}&page=1&pageSize=10`);
    expect(inboxApiSearch(oneVenue)).toBe('page=1&pageSize=20');
    expect(inboxApiSearch(filters)).toBe(`jobId=${jobId}&status=Hired&page=4&pageSize=20`);
  });

  it('keeps the inbox’s best-fit order, and leaves the default order out', () => {
    const byFit = read(`jobId=${jobId}&appSort=fit`);
    expect(byFit.appSort).toBe('fit');
    expect(manageParams(byFit).toString()).toBe(`jobId=${jobId}&appSort=fit`);
    expect(inboxApiSearch(byFit)).toBe(`jobId=${jobId}&sort=fit&page=1&pageSize=20`);
    expect(read('appSort=newest').appSort).toBeNull();
    expect(read('appSort=best').appSort).toBeNull();
  });

  it('searches the job filter’s choices by the words typed', () => {
    expect(jobChoicesApiSearch('  night porter ')).toBe('q=night+porter&page=1&pageSize=8');
    expect(jobChoicesApiSearch('')).toBe('page=1&pageSize=8');
  });
});
