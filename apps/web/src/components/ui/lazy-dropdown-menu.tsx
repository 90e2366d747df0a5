import { useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** How a lazy menu was first opened: only a keyboard opening moves focus to the first item. */
export type MenuOpenedWith = 'pointer' | 'keyboard';

/** The trigger's look, name and contents: the same on the stand-in and on Radix's trigger. */
export interface MenuTriggerProps {
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** The real menu, once its code is in (see opened-dropdown-menu.tsx). */
export interface OpenedMenuProps {
  trigger: MenuTriggerProps;
  openedWith: MenuOpenedWith;
  /** The menu's items, rendered inside Radix's content. */
  items: ComponentType;
}

type LoadedMenu = Pick<OpenedMenuProps, 'items' | 'openedWith'> & {
  Menu: ComponentType<OpenedMenuProps>;
};

const loadOpenedMenu = async () => (await import('./opened-dropdown-menu.tsx')).OpenedDropdownMenu;

const openingKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header menu whose Radix code (~28 KB gzipped with Popper and floating-ui) is fetched on first
 * use instead of with the first page. Until then a plain button stands in for Radix's trigger,
 * with the same look, name and aria-haspopup. Approaching it (hover, focus) fetches the code;
 * using it (press, Enter, Space, ArrowDown) swaps in the real menu, already open, just as
 * Radix's trigger would have opened it. `loadItems` imports the menu's items (their own chunk).
 */
export function LazyDropdownMenu({
  trigger,
  loadItems,
}: {
  trigger: MenuTriggerProps;
  loadItems: () => Promise<ComponentType>;
}) {
  const [loaded, setLoaded] = useState<LoadedMenu>();
  const requested = useRef(false);

  const load = () => Promise.all([loadOpenedMenu(), loadItems()]);
  const preload = () => {
    load().catch(() => undefined); // a failure shows (and is reported) when the menu is used
  };
  const open = (openedWith: MenuOpenedWith) => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      ([Menu, items]) => setLoaded({ Menu, items, openedWith }),
      (error: unknown) => {
        console.error('The menu could not be loaded', error);
        requested.current = false; // the next press tries again
      },
    );
  };

  if (loaded) {
    const { Menu, ...menu } = loaded;
    return <Menu trigger={trigger} {...menu} />;
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event) => {
        // As Radix's trigger: a main-button press opens, and focus stays off the trigger.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
      // A click with no press before it comes from assistive technology (detail 0): treat it
      // like the keyboard, so the first item gets focus.
      onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
    />
  );
}
