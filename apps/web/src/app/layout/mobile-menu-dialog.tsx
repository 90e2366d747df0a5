import * as Dialog from '@radix-ui/react-dialog';
import { Suspense } from 'react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { mainNavItems } from '../../components/layout/main-nav-items.ts';
import { buttonClasses } from '../../components/ui/button-variants.ts';
import { useSession } from '../../features/session/use-session.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { AccountNav } from './account-nav.tsx';

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu; focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-out panel: a modal dialog (focus trapped, Escape closes) with the main links and,
 * when signed in, the user menu's links. Sign-out runs here, outside the panel's content, so it
 * completes after the panel has closed.
 */
export function MobileMenuDialog({ open, onOpenChange, trigger }: MobileMenuDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, pending } = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="sheet-content fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-background p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">
              {t('nav.menuTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className={buttonClasses('ghost', 'icon')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mainLabel')}>
            <ul className="flex flex-col gap-1">
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={close}
                    className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {session.status === 'signed-in' ? (
            // Its texts may still be on their way (they come with the header's user menu).
            <Suspense fallback={null}>
              <AccountNav
                user={session.user}
                onNavigate={close}
                signingOut={pending}
                onSignOut={() => {
                  close();
                  signOut();
                }}
              />
            </Suspense>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
