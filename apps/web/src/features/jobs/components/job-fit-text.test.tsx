// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { readJobFilters } from '../job-search-params.ts';
import { JobFitText } from './job-fit-text.tsx';
import { JobResultsHeader } from './job-results-header.tsx';

describe("a job's fit to the applicant's availability", () => {
  setUpComponentTests();

  it.each([
    [{ shared: 5, slots: 6, needed: 5 }, 'Fits your availability: 5 of 6 shifts'],
    [{ shared: 6, slots: 6, needed: 6 }, 'Fits your availability: 6 of 6 shifts'],
    [{ shared: 2, slots: 6, needed: 6 }, 'Your availability: 2 of 6 shifts'],
  ])('%j reads "%s"', (fit, text) => {
    renderWithProviders(<JobFitText fit={fit} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  const sortOptions = (items: Pick<JobSummary, 'fit'>[], search = '') => {
    renderWithProviders(
      <JobResultsHeader
        answer={{
          items: items as JobSummary[],
          total: items.length,
          totalExact: true,
          page: 1,
          pageSize: 20,
          correctedQuery: null,
        }}
        filters={readJobFilters(new URLSearchParams(search))}
        onSort={() => undefined}
      />,
    );
    return screen.getAllByRole('option').map((option) => option.textContent);
  };

  it('offers "Best fit to my availability" only when the results carry a fit', () => {
    expect(sortOptions([{ fit: null }])).not.toContain('Best fit to my availability');
  });

  it('offers it to an applicant whose results carry one', () => {
    expect(sortOptions([{ fit: { shared: 1, slots: 2, needed: 2 } }])).toContain(
      'Best fit to my availability',
    );
  });
});
