// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { JobCard } from './job-card.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobShifts } from './job-shifts.tsx';

const job: JobDetail = {
  id: 'j1',
  title: 'Sous chef',
  role: 'chef',
  employmentType: 'full_time',
  location: '3 Quai Rambaud',
  city: 'Lyon',
  postcode: '69002',
  salary: 14.5,
  salaryMax: 16,
  payPeriod: 'hour',
  currency: 'EUR',
  tipModel: 'none',
  totalPay: null,
  tipsMin: null,
  tipsMax: null,
  tipsPer: 'shift',
  hoursMin: 30,
  hoursMax: 38,
  status: 'open',
  venueName: 'Chez Marie',
  publishedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  fit: null,
  urgentUntil: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  validThrough: null,
  description: 'Seasonal menu, small brigade, two days off in a row.',
  startDate: null,
  requirements: [],
  perks: [],
  requiredCertificates: [],
  shifts: { fri: ['dinner', 'late'], sat: ['lunch', 'dinner'] },
  shiftsPerWeek: 3,
  closedReason: null,
  venue: {
    restaurantId: 'r1',
    name: 'Chez Marie',
    venueType: 'restaurant',
    city: 'Lyon',
    website: null,
    description: null,
    photoURL: null,
    responsiveness: null,
  },
  canEdit: false,
  myApplicationId: null,
};

describe('a job’s hours and shifts', () => {
  setUpComponentTests();

  it.each([
    [30, 38, '30–38 hours a week'],
    [20, null, '20 hours a week'],
    [38, 38, '38 hours a week'],
    [1, null, '1 hour a week'],
  ])('the job page reads %j–%j as "%s"', (hoursMin, hoursMax, text) => {
    renderWithProviders(<JobFacts job={{ ...job, hoursMin, hoursMax }} />);
    const facts = screen.getByRole('region', { name: 'Key facts' });
    const term = within(facts).getByText('Hours');
    expect(term.nextElementSibling?.textContent).toBe(text);
  });

  it('leaves the hours out where a job does not state them', () => {
    renderWithProviders(<JobFacts job={{ ...job, hoursMin: null, hoursMax: null }} />);
    expect(screen.queryByText('Hours')).toBeNull();
  });

  it('lists the shifts day by day, read-only', () => {
    renderWithProviders(<JobShifts shifts={job.shifts} />);
    const section = screen.getByRole('region', { name: 'Shifts' });
    const terms = within(section).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Friday', 'Saturday']);
    expect(
      within(section)
        .getAllByRole('definition')
        .map((each) => each.textContent),
    ).toEqual(['Dinner, Late', 'Lunch, Dinner']);
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('says how many of its shifts the job needs a week, when it says', () => {
    const { unmount } = renderWithProviders(
      <JobShifts shifts={job.shifts} perWeek={job.shiftsPerWeek} />,
    );
    const section = screen.getByRole('region', { name: 'Shifts' });
    expect(within(section).getByText('3 shifts a week')).toBeTruthy();
    unmount();
    renderWithProviders(<JobShifts shifts={job.shifts} perWeek={null} />);
    expect(screen.queryByText(/shifts? a week/)).toBeNull();
  });

  it('shows no shifts section when the job states none', () => {
    renderWithProviders(<JobShifts shifts={{}} />);
    expect(screen.queryByRole('region', { name: 'Shifts' })).toBeNull();
  });

  it('puts the hours on Browse Jobs’ cards', () => {
    renderWithProviders(
      <ul>
        <JobCard job={job} />
        <JobCard job={{ ...job, id: 'j2', title: 'Commis', hoursMin: null, hoursMax: null }} />
      </ul>,
    );
    const [first, second] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(first?.textContent).toContain('30–38 hours a week');
    expect(second?.textContent).not.toContain('hours a week');
  });
});
