import { describe, expect, it } from 'vitest';
import { resumeSearchPageSize } from '@brigade/shared/resumes/resume-search';
import {
  filtersFromForm,
  hasResumeFilters,
  readResumeFilters,
  resumeApiSearch,
  resumeFilterParams,
} from './resume-search-params.ts';

describe('Browse Applicants filters in the URL', () => {
  it('reads every filter', () => {
    const filters = readResumeFilters(
      new URLSearchParams(
        'q=grill&role=cook&city=Madrid&day=sat&dayPart=dinner&certificate=first_aid&page=2',
      ),
    );
    expect(filters).toEqual({
      q: 'grill',
      role: 'cook',
      city: 'Madrid',
      day: 'sat',
      dayPart: 'dinner',
      certificate: 'first_aid',
      fitJobId: null,
      sort: null,
      page: 2,
    });
    expect(resumeFilterParams(filters).toString()).toBe(
      'q=grill&role=cook&city=Madrid&day=sat&dayPart=dinner&certificate=first_aid&page=2',
    );
  });

  it('drops unknown values', () => {
    const filters = readResumeFilters(
      new URLSearchParams('role=pilot&day=someday&certificate=other&page=x'),
    );
    expect(filters).toEqual({
      q: '',
      role: null,
      city: '',
      day: null,
      dayPart: null,
      certificate: null,
      fitJobId: null,
      sort: null,
      page: 1,
    });
    expect(hasResumeFilters(filters)).toBe(false);
  });

  it('adds the page size for the API, and a form search starts again on page 1', () => {
    expect(resumeApiSearch(readResumeFilters(new URLSearchParams('')))).toBe(
      `pageSize=${resumeSearchPageSize}`,
    );
    const data = new FormData();
    data.set('q', ' sauces ');
    data.set('role', '');
    data.set('day', 'mon');
    expect(filtersFromForm(data)).toEqual({
      q: 'sauces',
      role: null,
      city: '',
      day: 'mon',
      dayPart: null,
      certificate: null,
      fitJobId: null,
      sort: null,
      page: 1,
    });
  });

  it('fits to a listing, and sorts by fit only with one', () => {
    const jobId = '0b9e8c2e-3f7a-4c1d-9a51-2f4f6d1c7e10';
    const fitted = readResumeFilters(new URLSearchParams(`fitJobId=${jobId}&sort=fit`));
    expect(fitted).toMatchObject({ fitJobId: jobId, sort: 'fit' });
    expect(resumeApiSearch(fitted)).toBe(
      `fitJobId=${jobId}&sort=fit&pageSize=${resumeSearchPageSize}`,
    );
    expect(hasResumeFilters(fitted)).toBe(false);
    expect(readResumeFilters(new URLSearchParams('sort=fit')).sort).toBeNull();
    expect(readResumeFilters(new URLSearchParams('fitJobId=nope')).fitJobId).toBeNull();
  });
});
