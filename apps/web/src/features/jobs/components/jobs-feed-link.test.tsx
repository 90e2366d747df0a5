// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readJobFilters } from '../job-search-params.ts';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { JobsFeedLink, jobsFeedHref } from './jobs-feed-link.tsx';

describe('the RSS feed of a Browse Jobs search', () => {
  setUpComponentTests();
  const filters = (search: string) => readJobFilters(new URLSearchParams(search));

  it("links the search's filters, without its sort and page", () => {
    expect(jobsFeedHref(filters(''))).toBe('/jobs.rss');
    expect(jobsFeedHref(filters('q=bar+tender&city=Lyon&role=bartender&sort=pay&page=3'))).toBe(
      '/jobs.rss?q=bar+tender&role=bartender&city=Lyon',
    );
  });

  it('is announced in the head of the document, and follows the search', () => {
    const feedLinks = () =>
      document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
    const view = renderWithProviders(<JobsFeedLink filters={filters('city=Lyon')} title="Jobs" />);
    expect(feedLinks()).toHaveLength(1);
    expect(feedLinks()[0]?.getAttribute('href')).toBe('/jobs.rss?city=Lyon');
    expect(feedLinks()[0]?.getAttribute('title')).toBe('Jobs');
    view.rerender(<JobsFeedLink filters={filters('city=Paris')} title="Jobs" />);
    expect(feedLinks()).toHaveLength(1);
    expect(feedLinks()[0]?.getAttribute('href')).toBe('/jobs.rss?city=Paris');
    view.unmount();
    expect(feedLinks()).toHaveLength(0);
  });
});
