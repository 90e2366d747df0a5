import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { toastConfig } from '@brigade/shared/constants';
import { ToastCard } from './toast-card.tsx';
import { useToasts } from './use-toasts.ts';

/** Renders the toast store with the spec's behaviour: swipe right (50 px), 5 s, F8 to focus. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={toastConfig.durationMs}
      swipeDirection="right"
      swipeThreshold={toastConfig.swipeThreshold}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      {/* Radix fills in {hotkey} itself, so the label keeps that placeholder in every language. */}
      <ToastPrimitive.Viewport
        hotkey={[toastConfig.hotkey]}
        label={t('toast.region')}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
