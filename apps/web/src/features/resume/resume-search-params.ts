/**
 * Browse Applicants' filters as URL parameters (`?q=grill&role=cook&city=Madrid&day=sat`, a
 * certificate held), so a
 * search can be shared and survives a reload. Unknown values are dropped, as the server does.
 * `fitJobId` (one of the restaurant's listings) and `sort=fit` fit the resumes to its shifts.
 */
import type { JobRole } from '@brigade/shared/jobs/job-options';
import type { RequirableCertificate } from '@brigade/shared/resumes/certificates';
import type { DayPart, WeekDay } from '@brigade/shared/resumes/resume-input';
import { resumeSearchPageSize, resumeSearchQuery } from '@brigade/shared/resumes/resume-search';
import { readSearchParams, writeSearchParams } from '../../lib/search-params.ts';

export interface ResumeFilters {
  q: string;
  role: JobRole | null;
  city: string;
  day: WeekDay | null;
  dayPart: DayPart | null;
  /** Only people holding this certificate today. */
  certificate: RequirableCertificate | null;
  /** The restaurant's own listing each resume's fit is counted against ("Fit for"). */
  fitJobId: string | null;
  /** Best fit to that listing first; null: best match (or most recently updated). */
  sort: 'fit' | null;
  page: number;
}

export const resumesPageSize = resumeSearchPageSize;

const urlParams = resumeSearchQuery.omit({ pageSize: true });

export function readResumeFilters(params: URLSearchParams): ResumeFilters {
  const { q, role, city, day, dayPart, certificate, fitJobId, sort, page } = readSearchParams(
    urlParams,
    params,
  );
  return {
    q: q ?? '',
    role: role ?? null,
    city: city ?? '',
    day: day ?? null,
    dayPart: dayPart ?? null,
    certificate: certificate ?? null,
    fitJobId: fitJobId ?? null,
    // Fit is only counted against a listing, so without one there is nothing to sort by.
    sort: sort === 'fit' && fitJobId ? 'fit' : null,
    page,
  };
}

/** The page's URL parameters: only the filters that are set (and a page after the first). */
export function resumeFilterParams(filters: ResumeFilters): URLSearchParams {
  return writeSearchParams(urlParams, filters);
}

/** The API's query string: the same filters and the page size. */
export function resumeApiSearch(filters: ResumeFilters): string {
  const params = resumeFilterParams(filters);
  params.set('pageSize', String(resumesPageSize));
  return params.toString();
}

/** The filters a search form holds (read from its fields), back on page 1. */
export function filtersFromForm(data: FormData): ResumeFilters {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : null;
  };
  const params = new URLSearchParams();
  for (const name of ['q', 'role', 'city', 'day', 'dayPart', 'certificate', 'fitJobId', 'sort']) {
    const value = text(name);
    if (value) params.set(name, value);
  }
  return readResumeFilters(params);
}

/** Whether the search narrows the resumes (fitting them to a listing does not). */
export function hasResumeFilters(filters: ResumeFilters): boolean {
  return Boolean(
    filters.q ||
    filters.role ||
    filters.city ||
    filters.day ||
    filters.dayPart ||
    filters.certificate,
  );
}
