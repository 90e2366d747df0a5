import type { TFunction } from './translation/translate.ts';
import { errorLink, errorMessageKey } from './api-error.ts';
import { toast } from './toast-store.ts';

/**
 * The failure toast of an action: `title` says what failed, the description why, and a link
 * where the person can act on it (a plan's limit: the plans).
 */
export function toastFailure(t: TFunction, title: string, error: unknown): void {
  const link = errorLink(error);
  toast({
    variant: 'destructive',
    title,
    description: t(errorMessageKey(error)),
    link: link ? { to: link.to, label: t(link.labelKey) } : undefined,
  });
}
