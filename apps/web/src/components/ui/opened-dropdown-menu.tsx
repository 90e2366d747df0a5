import { useRef } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu.tsx';
import type { OpenedMenuProps } from './lazy-dropdown-menu.tsx';

/**
 * The real menu behind a LazyDropdownMenu, mounted open because its stand-in trigger was just
 * used; from then on it is a plain Radix DropdownMenu.
 */
export function OpenedDropdownMenu({ trigger, openedWith, items: Items }: OpenedMenuProps) {
  // Radix focuses the first item when it saw the opening key press itself; this one reached the
  // stand-in before Radix was loaded, so the first opening does it here (until the menu closes
  // or the mouse takes over, after which Radix's own choice stands).
  const focusFirstItem = useRef(openedWith === 'keyboard');
  return (
    <DropdownMenu
      defaultOpen
      onOpenChange={(open) => {
        if (!open) focusFirstItem.current = false;
      }}
    >
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent
        onPointerMove={() => {
          focusFirstItem.current = false;
        }}
        onFocus={(event) => {
          if (!focusFirstItem.current || event.target !== event.currentTarget) return;
          event.currentTarget
            .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
            ?.focus({ preventScroll: true });
        }}
      >
        <Items />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
