/**
 * Styled wrappers around Radix DropdownMenu: keyboard navigation, focus return and typeahead
 * come from Radix; these only add the look and the 44 px row height.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClasses =
  'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none ' +
  'select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={clsx(
          'z-50 min-w-52 rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-xl',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={clsx(itemClasses, className)} {...props} />;
}

/** A non-interactive line of text at the top of a menu (who the menu is about). */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={clsx('px-3 py-2 text-sm break-words text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx('my-1 h-px bg-border', className)} {...props} />;
}

/** A radio row with a check mark for the chosen value (role menuitemradio, aria-checked). */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={clsx(itemClasses, 'pl-9', className)} {...props}>
      <Menu.ItemIndicator className="absolute left-3 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}
