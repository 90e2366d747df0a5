// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { readJobFilters } from '../job-search-params.ts';
import { JobFilterFields } from './job-filter-fields.tsx';

const currencyOf = (search: string) => {
  renderWithProviders(<JobFilterFields filters={readJobFilters(new URLSearchParams(search))} />);
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' }).value;
};

describe('Browse Jobs: the minimum pay’s currency', () => {
  setUpComponentTests();

  it('offers the reader’s currency (English: pounds) when the search names none', () => {
    expect(currencyOf('')).toBe('GBP');
  });

  it('keeps the currency of the search', () => {
    expect(currencyOf('minPay=14&currency=EUR')).toBe('EUR');
  });
});
