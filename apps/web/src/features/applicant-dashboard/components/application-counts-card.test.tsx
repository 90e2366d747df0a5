// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { ApplicationCounts } from '@brigade/shared/applications/application-answers';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import { apiPaths, paths } from '@brigade/shared/routes';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { ApplicationCountsCard } from './application-counts-card.tsx';

const counts = (some: Partial<ApplicationCounts['byStatus']>): ApplicationCounts => {
  const byStatus = Object.fromEntries(
    applicationStatuses.map((status) => [status, some[status] ?? 0]),
  ) as ApplicationCounts['byStatus'];
  return { byStatus, total: Object.values(byStatus).reduce((sum, n) => sum + n, 0) };
};

function serve(answer: ApplicationCounts) {
  fakeApi((request) =>
    request === `GET ${apiPaths.applicantApplicationCounts}`
      ? { status: 200, json: answer }
      : { status: 404 },
  );
}

describe('ApplicationCountsCard: compact on a phone', () => {
  setUpComponentTests();

  it('shows only the statuses with applications, each opening the filtered list', async () => {
    serve(counts({ Pending: 2, Shortlisted: 1 }));
    renderWithProviders(<ApplicationCountsCard />);
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['2Pending', '1Shortlisted']);
    expect(links[0]?.getAttribute('href')).toBe(`${paths.applicant.applications}?status=Pending`);
  });

  it('with no application at all, says so in one line instead of a tile per status', async () => {
    serve(counts({}));
    renderWithProviders(<ApplicationCountsCard />);
    expect(await screen.findByText(en.applicantDashboard.applications.none)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
