// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { readJobFilters } from '../job-search-params.ts';
import { JobResultsHeader } from './job-results-header.tsx';

const answer = {
  items: [],
  total: 3,
  totalExact: true,
  page: 1,
  pageSize: 20,
  correctedQuery: null,
};

const payOptionOf = (search: string) => {
  renderWithProviders(
    <JobResultsHeader
      answer={answer}
      filters={readJobFilters(new URLSearchParams(search))}
      onSort={() => undefined}
    />,
  );
  return screen.getByRole('option', { name: /^Highest pay/ }).textContent;
};

describe('Browse Jobs: the pay sort names the currency it ranks in', () => {
  setUpComponentTests();

  it('names the search’s currency', () => {
    expect(payOptionOf('currency=CHF&sort=pay')).toBe('Highest pay in CHF');
  });

  it('names none while the search has none (choosing it names the reader’s)', () => {
    expect(payOptionOf('')).toBe('Highest pay');
  });
});
