// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganisationAnswer } from '@brigade/shared/organisations/organisation-answers';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { testMember, testOrganisation } from '../../../test/organisation-fixtures.ts';
import { MembersSection } from './members-section.tsx';

const organisation = (myRole: OrganisationAnswer['myRole']) =>
  testOrganisation({
    myRole,
    members: [testMember('u-owner', 'Olga', 'owner'), testMember('u-admin', 'Ana', 'admin')],
  });

describe('Team & venues: Make owner', () => {
  setUpComponentTests();

  it('lets the owner hand the organisation to a member, after saying what it means', async () => {
    const calls = fakeApi(() => ({ status: 204 }));
    renderWithProviders(<MembersSection organisation={organisation('owner')} myUserId="u-owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Make Ana Ruiz the owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand Casa Norte to Ana Ruiz?' });
    expect(dialog.textContent).toContain('You stay on as an admin.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Ana Ruiz is now the owner'));
    expect(calls).toContainEqual({
      request: 'PUT /api/organisation/owner',
      body: { memberId: 'm-u-admin' },
    });
  });

  it('offers it to nobody but the owner', () => {
    renderWithProviders(<MembersSection organisation={organisation('admin')} myUserId="u-other" />);
    expect(screen.queryByRole('button', { name: /the owner$/ })).toBeNull();
  });
});
