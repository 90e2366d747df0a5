import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { buttonClasses } from '../../components/ui/button-variants.ts';

const loadDialog = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(async () => ({ default: (await loadDialog()).MobileMenuDialog }));

/**
 * The menu button for small screens. The dialog's code is fetched when the button is first
 * approached (hover, focus, touch) rather than with the page, since most visits never open it.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className={buttonClasses('ghost', 'icon', 'lg:hidden')}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
