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
      new URLSearchParams('q=grill&role=cook&city=Madrid&day=sat&dayPart=dinner&page=2'),
    );
    expect(filters).toEqual({
      q: 'grill',
      role: 'cook',
      city: 'Madrid',
      day: 'sat',
      dayPart: 'dinner',
      page: 2,
    });
    expect(resumeFilterParams(filters).toString()).toBe(
      'q=grill&role=cook&city=Madrid&day=sat&dayPart=dinner&page=2',
    );
  });

  it('drops unknown values', () => {
    const filters = readResumeFilters(new URLSearchParams('role=pilot&day=someday&page=x'));
    expect(filters).toEqual({ q: '', role: null, city: '', day: null, dayPart: null, page: 1 });
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
      page: 1,
    });
  });
});
