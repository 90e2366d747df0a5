// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initEnglish } from '../../test/component-test.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackButton } from './back-button.tsx';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(entries: string[], button: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {button}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BackButton (spec section 2)', () => {
  beforeAll(initEnglish);
  afterEach(cleanup);

  it('goes to the given link, labelled Back by default', () => {
    renderAt(['/jobs'], <BackButton to="/applicant/applications" />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/applicant/applications',
    );
  });

  it('runs the given action instead of navigating', () => {
    const action = vi.fn();
    renderAt(['/a', '/b'], <BackButton onClick={action} label="Cancel" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(action).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('location').textContent).toBe('/b');
  });

  it('otherwise goes back in history', async () => {
    renderAt(['/about', '/terms'], <BackButton />);
    // MemoryRouter keeps its own stack; the button reads the browser's entry index, so give it one.
    window.history.replaceState({ idx: 1 }, '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByLabelText('location').textContent).toBe('/about');
  });

  it('goes home when there is no earlier page', async () => {
    renderAt(['/privacy'], <BackButton />);
    window.history.replaceState({ idx: 0 }, '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByLabelText('location').textContent).toBe('/');
  });
});
