import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Link } from 'react-router';
import { dismissToast } from '../../lib/toast-store.ts';
import type { ToastItem } from '../../lib/toast-store.ts';

const variantClasses = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

export function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const variant = item.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      // Errors interrupt the screen reader (assertive); confirmations wait their turn (polite).
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={clsx(
        'toast-root flex items-start gap-3 rounded-xl border p-4 shadow-lg',
        variantClasses[variant],
      )}
      data-variant={variant}
    >
      <div className="grid flex-1 gap-1 pt-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
        {item.link ? (
          <ToastPrimitive.Action altText={item.link.label} asChild>
            <Link
              to={item.link.to}
              className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
            >
              {item.link.label}
            </Link>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={t('toast.close')}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-current/10"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
