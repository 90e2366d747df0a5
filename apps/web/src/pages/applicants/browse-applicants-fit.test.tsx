// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { ResumeCard as Card } from '@brigade/shared/resumes/resume-answers';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../../test/component-test.tsx';
import { ResumeSearchForm } from '../../features/resume/components/resume-search-form.tsx';
import { readResumeFilters } from '../../features/resume/resume-search-params.ts';
import { ResumeCard } from './resume-card.tsx';

const jobId = '0b9e8c2e-3f7a-4c1d-9a51-2f4f6d1c7e10';
const listings = [
  { id: jobId, title: 'Line Cook' },
  { id: '5d2b7c1e-8f4a-4e3b-9c6d-1a2b3c4d5e6f', title: 'Night Porter' },
];

const card: Card = {
  id: 'r1',
  applicantId: 'u1',
  firstName: 'Ana',
  lastName: 'Silva',
  photoURL: null,
  city: 'Lyon',
  headline: 'Line cook',
  roles: ['cook'],
  skills: [],
  availability: { mon: ['lunch'] },
  updatedAt: '2026-05-01T10:00:00.000Z',
  fit: null,
  highlighted: false,
};

describe('Browse Applicants fitted to one of the restaurant’s listings', () => {
  setUpComponentTests();

  it('offers the restaurant’s listings and asks for the best fit first', () => {
    const onSearch = vi.fn();
    renderWithProviders(
      <ResumeSearchForm
        filters={readResumeFilters(new URLSearchParams())}
        onSearch={onSearch}
        fitListings={listings}
      />,
    );
    const fitFor = screen.getByLabelText('Fit for');
    expect(Array.from((fitFor as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'None of my listings',
      'Line Cook',
      'Night Porter',
    ]);
    fireEvent.change(fitFor, { target: { value: jobId } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'fit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ fitJobId: jobId, sort: 'fit' }),
    );
  });

  it('shows the listing chosen in the URL once the listings arrive, and leaves it out for admins', () => {
    const filters = readResumeFilters(new URLSearchParams(`fitJobId=${jobId}&sort=fit`));
    const { rerender } = renderWithProviders(
      <ResumeSearchForm filters={filters} onSearch={vi.fn()} fitListings={null} />,
    );
    rerender(<ResumeSearchForm filters={filters} onSearch={vi.fn()} fitListings={listings} />);
    expect(screen.getByLabelText('Fit for')).toHaveProperty('value', jobId);
    expect(screen.getByLabelText('Order')).toHaveProperty('value', 'fit');
    rerender(<ResumeSearchForm filters={filters} onSearch={vi.fn()} />);
    expect(screen.queryByLabelText('Fit for')).toBeNull();
  });

  it('says how each person’s availability covers the listing’s shifts', () => {
    renderWithProviders(
      <ul>
        <ResumeCard resume={{ ...card, fit: { shared: 5, slots: 6, needed: 5 } }} />
        <ResumeCard resume={{ ...card, id: 'r2', fit: null }} />
      </ul>,
    );
    expect(screen.getAllByText(/Available for/).map((text) => text.textContent)).toEqual([
      'Available for 5 of 6 shifts',
    ]);
  });
});
