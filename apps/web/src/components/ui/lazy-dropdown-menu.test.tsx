// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DropdownMenuItem } from './dropdown-menu.tsx';
import { LazyDropdownMenu } from './lazy-dropdown-menu.tsx';

function Items() {
  return (
    <>
      <DropdownMenuItem>First</DropdownMenuItem>
      <DropdownMenuItem>Second</DropdownMenuItem>
    </>
  );
}

function renderMenu(loadItems = () => Promise.resolve(Items)) {
  render(
    <LazyDropdownMenu
      loadItems={loadItems}
      trigger={{ className: 'trigger', 'aria-label': 'Options', children: 'Opt' }}
    />,
  );
  return screen.getByRole('button', { name: 'Options' });
}

describe('LazyDropdownMenu', () => {
  beforeAll(() => {
    // What Radix's popper needs from a browser and jsdom does not have.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(cleanup);

  it('stands in for the trigger with its name, look and menu semantics, loading nothing', () => {
    const loadItems = vi.fn(() => Promise.resolve(Items));
    const trigger = renderMenu(loadItems);
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.className).toBe('trigger');
    expect(trigger.textContent).toBe('Opt');
    expect(loadItems).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('fetches the menu when the trigger is approached', () => {
    const loadItems = vi.fn(() => Promise.resolve(Items));
    fireEvent.focus(renderMenu(loadItems));
    expect(loadItems).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with one press, focus on the menu rather than an item', async () => {
    fireEvent.pointerDown(renderMenu(), { button: 0 });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
    const trigger = screen.getByRole('button', { name: 'Options', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j, focus on the first item', async (key) => {
    fireEvent.keyDown(renderMenu(), { key });
    const first = await screen.findByRole('menuitem', { name: 'First' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('reports a failed fetch and tries again on the next press', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadItems = vi
      .fn<() => Promise<typeof Items>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Items);
    const trigger = renderMenu(loadItems);
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'Enter' });
      await Promise.resolve();
    });
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Second' })).toBeTruthy();
    error.mockRestore();
  });
});
