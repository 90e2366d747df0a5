// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKeyCreated } from '@brigade/shared/organisations/api-keys';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { growthPlan } from '../../../test/plan-fixtures.ts';
import { ApiKeysSection } from './api-keys-section.tsx';

const onPlan = (jobsFeed: boolean): PlanStatus => ({
  ...growthPlan,
  planId: jobsFeed ? 'scale' : 'growth',
  features: [{ key: 'jobsFeed', included: jobsFeed }],
});

const made: ApiKeyCreated = {
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f',
  name: 'Our website',
  prefix: 'brg_abcdefgh',
  createdAt: '2026-11-26T10:00:00.000Z',
  lastUsedAt: null,
  key: 'brg_abcdefghSECRET',
};

describe('ApiKeysSection (the jobs feed)', () => {
  setUpComponentTests();

  it('says the feed comes with Scale, with the way to the plans', async () => {
    fakeApi(() => ({ status: 200, json: onPlan(false) }));
    renderWithProviders(<ApiKeysSection />);
    expect(await screen.findByText('Your jobs feed comes with Scale.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('makes a key and shows it once, then lists it by its first characters', async () => {
    let listed: ApiKeyCreated[] = [];
    const requests = fakeApi((request) => {
      if (request === `GET ${apiPaths.plan}`) return { status: 200, json: onPlan(true) };
      if (request === `POST ${apiPaths.organisation.apiKeys}`) {
        listed = [made];
        return { status: 201, json: made };
      }
      return { status: 200, json: listed.map(({ key: _key, ...view }) => view) };
    });
    renderWithProviders(<ApiKeysSection />);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Where the key is used'), {
      target: { value: 'Our website' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText('brg_abcdefghSECRET')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText(/brg_abcdefgh…/)).toBeTruthy();
    expect(within(list).queryByText(/SECRET/)).toBeNull();
    expect(requests.find(({ request }) => request.startsWith('POST'))?.body).toEqual({
      name: 'Our website',
    });
  });
});
