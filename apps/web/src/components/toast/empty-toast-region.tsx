import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { toastConfig } from '@brigade/shared/constants';

/**
 * The toast region before the toaster's code has loaded (it loads with the first toast): the
 * same labelled, focusable region, so F8 takes keyboard and screen-reader users there from the
 * first page, as the spec says, without fetching the toaster for every visit.
 */
export function EmptyToastRegion() {
  const { t } = useTranslation();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.key === toastConfig.hotkey) region.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('toast.region').replace('{hotkey}', toastConfig.hotkey)}
      className="fixed right-0 bottom-0 outline-none"
    >
      <ol className="m-0 list-none p-0" />
    </section>
  );
}
