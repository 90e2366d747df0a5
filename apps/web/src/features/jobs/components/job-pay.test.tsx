// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { JobCard } from './job-card.tsx';
import { JobFacts } from './job-facts.tsx';

const job: JobDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Head Bartender',
  role: 'bartender',
  employmentType: 'full_time',
  location: '21 Exmouth Market',
  city: 'London',
  postcode: 'EC1R 4QL',
  salary: 14,
  salaryMax: 16.5,
  payPeriod: 'hour',
  currency: 'GBP',
  tipModel: 'pooled',
  totalPay: null,
  tipsMin: null,
  tipsMax: null,
  tipsPer: 'shift',
  hoursMin: null,
  hoursMax: null,
  shifts: {},
  shiftsPerWeek: null,
  status: 'open',
  venueName: 'The Copper Still',
  publishedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  fit: null,
  urgentUntil: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  description: 'Cocktails, house infusions and late DJ sets.',
  startDate: null,
  requirements: [],
  perks: [],
  requiredCertificates: [],
  closedReason: null,
  validThrough: null,
  venue: {
    restaurantId: '00000000-0000-4000-8000-000000000002',
    name: 'The Copper Still',
    venueType: 'bar',
    city: 'London',
    website: null,
    description: null,
    photoURL: null,
    responsiveness: null,
  },
  canEdit: false,
  myApplicationId: null,
};

/** ICU's spaces around a range's dash may be narrow or no-break ones. */
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('pay with its currency', () => {
  setUpComponentTests();

  it('shows the job page’s pay with the currency, in the reader’s format', () => {
    renderWithProviders(<JobFacts job={job} />);
    const pay = screen.getByText('Pay').nextElementSibling;
    expect(plain(pay?.textContent)).toBe('£14.00 – £16.50 per hour + tips');
  });

  it('shows a card’s pay with the currency', () => {
    renderWithProviders(
      <ul>
        <JobCard
          job={{
            ...job,
            currency: 'EUR',
            salary: 32000,
            salaryMax: null,
            payPeriod: 'year',
            tipModel: 'none',
          }}
        />
      </ul>,
    );
    expect(screen.getByText('€32,000 per year')).toBeTruthy();
  });

  it('shows bare numbers for a venue that stated no currency', () => {
    renderWithProviders(
      <JobFacts job={{ ...job, currency: null, salaryMax: 16, tipModel: 'none' }} />,
    );
    const pay = screen.getByText('Pay').nextElementSibling;
    expect(pay?.textContent).toBe('14–16 per hour');
  });

  it('lists the perks that come with the pay, and no such line without any', () => {
    renderWithProviders(<JobFacts job={{ ...job, perks: ['paid_breaks', 'staff_meals'] }} />);
    expect(screen.getByText('Perks').nextElementSibling?.textContent).toBe(
      'Paid breaks and Staff meals',
    );
  });

  it('shows how tips are shared and the venue’s estimate of a week', () => {
    const withTips: JobDetail = {
      ...job,
      tipsMin: 20,
      tipsMax: 30,
      totalPay: { low: 590, high: 640, hoursMin: 38, hoursMax: 38, tips: 'included' },
    };
    renderWithProviders(<JobFacts job={withTips} />);
    expect(plain(screen.getByText('Tips').nextElementSibling?.textContent)).toBe(
      'Pooled and shared by the team, typically £20 – £30 per shift',
    );
    expect(
      plain(
        screen.getByText('Estimated total (the venue’s estimate)').nextElementSibling?.textContent,
      ),
    ).toBe('About £590 – £640 a week for 38 h, tips included');
  });

  it('shows the estimate on cards, labelled as the venue’s', () => {
    const totalPay = { low: 490, high: 570, hoursMin: 38, hoursMax: 40, tips: 'extra' } as const;
    renderWithProviders(
      <ul>
        <JobCard job={{ ...job, totalPay }} />
      </ul>,
    );
    expect(
      screen.getByText((_, element) =>
        element?.tagName === 'SPAN'
          ? plain(element.textContent) ===
            'About £490 – £570 a week for 38–40 h, plus tips · the venue’s estimate'
          : false,
      ),
    ).toBeTruthy();
  });

  it('shows no perks line for a job without any', () => {
    renderWithProviders(<JobFacts job={job} />);
    expect(screen.queryByText('Perks')).toBeNull();
  });
});
