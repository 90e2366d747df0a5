// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxRow } from './inbox-row.tsx';

const application: ApplicationSummary = {
  id: 'a1',
  status: 'Pending',
  appliedAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  interview: null,
  job: { id: 'j1', title: 'Line Cook', venueName: 'Chez Marie', city: 'Lyon', status: 'open' },
  applicant: { id: 'u1', firstName: 'Ana', lastName: 'Silva', photoURL: null },
  fit: { shared: 5, slots: 6, needed: 5 },
  tags: [],
};

describe('how applicants fit the job’s shifts, in the restaurant’s inbox', () => {
  setUpComponentTests();

  it.each([
    [{ shared: 5, slots: 6, needed: 5 }, 'Available for 5 of 6 shifts'],
    [{ shared: 2, slots: 6, needed: 6 }, 'Available for 2 of 6 shifts; the job needs 6'],
  ])('a row with %j reads "%s"', (fit, text) => {
    renderWithProviders(
      <ul>
        <InboxRow application={{ ...application, fit }} />
      </ul>,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says nothing of fit when it is not known', () => {
    renderWithProviders(
      <ul>
        <InboxRow application={{ ...application, fit: null }} />
      </ul>,
    );
    expect(screen.queryByText(/Available for/)).toBeNull();
  });

  it('orders the inbox by best fit, keeping the filters', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <InboxFilters jobId={null} status="Pending" sort={null} onChange={onChange} />,
    );
    const order = screen.getByLabelText('Order');
    expect(order).toHaveProperty('value', 'newest');
    fireEvent.change(order, { target: { value: 'fit' } });
    expect(onChange).toHaveBeenCalledWith({ jobId: null, status: 'Pending', sort: 'fit' });
  });
});
