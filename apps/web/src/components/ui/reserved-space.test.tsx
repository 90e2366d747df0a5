// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReservedSpace } from './reserved-space.tsx';

afterEach(cleanup);

describe('ReservedSpace', () => {
  it('keeps its content in the layout but out of sight, the accessibility tree and the tab order', () => {
    render(
      <ReservedSpace>
        <a href="/auth/login">Sign in to apply</a>
      </ReservedSpace>,
    );
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).toBeNull();
    const holder = screen.getByText('Sign in to apply').parentElement;
    expect(holder?.className).toBe('invisible');
    expect(holder?.getAttribute('aria-hidden')).toBe('true');
    expect(holder?.hasAttribute('inert')).toBe(true);
  });
});
