import { useTranslation } from '../../../lib/translation/use-translation.ts';

/** A count of unread messages: the number shown, the whole phrase for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('messaging');
  if (count <= 0) return null;
  return (
    <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-6 font-bold text-primary-foreground">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('messaging.unread', { count })}</span>
    </span>
  );
}
