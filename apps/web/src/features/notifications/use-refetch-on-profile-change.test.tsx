// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { SessionUser } from '@brigade/shared/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefetchOnProfileChange } from './use-refetch-on-profile-change.ts';

const user: SessionUser = {
  id: 'u1',
  email: 'ana@example.com',
  userType: 'applicant',
  firstName: 'Ana',
  lastName: 'Lopez',
  photoURL: null,
  isActive: true,
  profileComplete: false,
  createdAt: '2027-01-01T00:00:00.000Z',
  lastLogin: null,
};

function Probe({ of }: { of: SessionUser }) {
  useRefetchOnProfileChange(of);
  return null;
}

describe('useRefetchOnProfileChange', () => {
  afterEach(cleanup);

  it('reads the notifications again when the profile changes, not on every render', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const view = (of: SessionUser) => (
      <QueryClientProvider client={client}>
        <Probe of={of} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(user));
    rerender(view(user));
    expect(invalidate).not.toHaveBeenCalled();

    rerender(view({ ...user, firstName: 'Anabel' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
  });
});
