import { describe, expect, it } from 'vitest';
import { jobSearchPageSize } from '@brigade/shared/jobs/job-search';
import {
  activeFilterCount,
  filtersFromForm,
  hasJobFilters,
  jobApiSearch,
  jobFilterParams,
  parsePay,
  readJobFilters,
  sortedFilters,
} from './job-search-params.ts';

const read = (search: string) => readJobFilters(new URLSearchParams(search));

describe('Browse Jobs filters in the URL', () => {
  it('reads every filter', () => {
    expect(
      read(
        'q=bar+staff&role=bartender&employmentType=part_time&city=Lyon&minPay=12.5&payPeriod=week&minTotal=500&currency=GBP&postedWithin=7&fits=true&sort=pay&page=3',
      ),
    ).toEqual({
      q: 'bar staff',
      role: 'bartender',
      employmentType: 'part_time',
      city: 'Lyon',
      minPay: 12.5,
      payPeriod: 'week',
      minTotal: 500,
      currency: 'GBP',
      postedWithin: 7,
      fits: true,
      sort: 'pay',
      page: 3,
    });
  });

  it('drops unknown or malformed values', () => {
    expect(
      read(
        'role=juggler&employmentType=x&minPay=-3&payPeriod=decade&minTotal=lots&currency=XYZ&postedWithin=2&fits=yes&sort=x&page=0',
      ),
    ).toEqual({
      q: '',
      role: null,
      employmentType: null,
      city: '',
      minPay: null,
      payPeriod: 'hour',
      minTotal: null,
      currency: null,
      postedWithin: null,
      fits: false,
      sort: null,
      page: 1,
    });
  });

  it('writes only what is set, and reads back the same filters', () => {
    const filters = read('q=cook&city=Lyon&minPay=15&payPeriod=hour&sort=newest&page=2');
    expect(jobFilterParams(filters).toString()).toBe(
      'q=cook&city=Lyon&minPay=15&sort=newest&page=2',
    );
    expect(readJobFilters(jobFilterParams(filters))).toEqual(filters);
  });

  it('keeps the pay period and currency only with a minimum pay', () => {
    expect(jobFilterParams(read('payPeriod=year&currency=EUR')).toString()).toBe('');
    expect(jobFilterParams(read('minPay=30000&payPeriod=year&currency=GBP')).toString()).toBe(
      'minPay=30000&payPeriod=year&currency=GBP',
    );
  });

  it('keeps the currency with a least total and the pay sorts, which compare within it', () => {
    expect(jobFilterParams(read('currency=EUR&sort=pay')).toString()).toBe('currency=EUR&sort=pay');
    expect(jobFilterParams(read('currency=EUR&sort=total')).toString()).toBe(
      'currency=EUR&sort=total',
    );
    expect(jobFilterParams(read('minTotal=500&currency=GBP')).toString()).toBe(
      'minTotal=500&currency=GBP',
    );
    expect(sortedFilters(read('city=Leeds'), 'total', 'en')).toMatchObject({ currency: 'GBP' });
    expect(jobFilterParams(read('currency=EUR&sort=newest')).toString()).toBe('sort=newest');
  });

  it('sorts by pay in the search’s currency, else the reader’s, back on page 1', () => {
    expect(jobFilterParams(sortedFilters(read('city=Lyon&page=3'), 'pay', 'fr')).toString()).toBe(
      'city=Lyon&currency=EUR&sort=pay',
    );
    expect(jobFilterParams(sortedFilters(read('city=Leeds'), 'pay', 'en')).toString()).toBe(
      'city=Leeds&currency=GBP&sort=pay',
    );
    const inFrancs = read('minPay=25&currency=CHF&sort=newest&page=2');
    expect(sortedFilters(inFrancs, 'pay', 'de')).toMatchObject({ currency: 'CHF', page: 1 });
    // Leaving the pay sort drops the currency it added (it stays only with a minimum pay).
    expect(
      jobFilterParams(sortedFilters(read('currency=GBP&sort=pay'), 'newest', 'en')).toString(),
    ).toBe('sort=newest');
  });

  it('adds the page size for the API', () => {
    expect(jobApiSearch(read('role=chef'))).toBe(`role=chef&pageSize=${jobSearchPageSize}`);
  });

  it('takes a form back to page 1, keeping the sort', () => {
    const data = new FormData();
    data.set('q', ' sous chef ');
    data.set('role', '');
    data.set('minPay', '13,50');
    data.set('payPeriod', 'hour');
    data.set('currency', 'EUR');
    data.set('postedWithin', '3');
    expect(filtersFromForm(data, 'pay')).toMatchObject({
      q: 'sous chef',
      role: null,
      minPay: 13.5,
      currency: 'EUR',
      postedWithin: 3,
      sort: 'pay',
      page: 1,
    });
  });

  it('counts the filters that narrow the search', () => {
    expect(activeFilterCount(read('q=cook&sort=pay'))).toBe(0);
    expect(hasJobFilters(read('q=cook'))).toBe(true);
    expect(hasJobFilters(read('sort=pay&page=2'))).toBe(false);
    expect(activeFilterCount(read('role=chef&city=Lyon&minPay=0&postedWithin=1'))).toBe(4);
  });

  it.each([
    ['12', 12],
    ['12.50', 12.5],
    ['12,5', 12.5],
    ['', null],
    ['abc', null],
    ['-1', null],
    ['1000001', null],
  ])('parses pay %j as %j', (text, expected) => {
    expect(parsePay(text)).toBe(expected);
  });
});
