/**
 * Browse Applicants' filters as URL parameters (`?q=grill&role=cook&city=Madrid&day=sat`), so a
 * search can be shared and survives a reload. Unknown values are dropped, as the server does.
 */
import { jobRoles } from '@brigade/shared/jobs/job-options';
import type { JobRole } from '@brigade/shared/jobs/job-options';
import { dayParts, weekDays } from '@brigade/shared/resumes/resume-input';
import type { DayPart, WeekDay } from '@brigade/shared/resumes/resume-input';

export interface ResumeFilters {
  q: string;
  role: JobRole | null;
  city: string;
  day: WeekDay | null;
  dayPart: DayPart | null;
  page: number;
}

export const resumesPageSize = 20;

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

export function readResumeFilters(params: URLSearchParams): ResumeFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    role: pick(jobRoles, params.get('role')),
    city: (params.get('city') ?? '').trim().slice(0, 100),
    day: pick(weekDays, params.get('day')),
    dayPart: pick(dayParts, params.get('dayPart')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's URL parameters: only the filters that are set (and a page after the first). */
export function resumeFilterParams(filters: ResumeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.city) params.set('city', filters.city);
  if (filters.day) params.set('day', filters.day);
  if (filters.dayPart) params.set('dayPart', filters.dayPart);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
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
  for (const name of ['q', 'role', 'city', 'day', 'dayPart']) {
    const value = text(name);
    if (value) params.set(name, value);
  }
  return readResumeFilters(params);
}

export function hasResumeFilters(filters: ResumeFilters): boolean {
  return Boolean(filters.q || filters.role || filters.city || filters.day || filters.dayPart);
}
