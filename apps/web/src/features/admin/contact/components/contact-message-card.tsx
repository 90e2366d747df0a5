import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminContactMessage } from '@brigade/shared/admin/contact-messages';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useSetContactMessageRead } from '../api/set-contact-message-read.ts';

/** One message from the Contact page in full, with "Mark as read" / "Mark as unread". */
export function ContactMessageCard({ message }: { message: AdminContactMessage }) {
  const { t, i18n } = useTranslation('admin');
  const mutation = useSetContactMessageRead();
  const unread = message.readAt === null;
  const sent = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(message.createdAt));
  const headingId = `contact-message-${message.id}`;
  const mark = () =>
    mutation.mutate(
      { id: message.id, read: unread },
      {
        onSuccess: () =>
          toast({
            title: t(
              unread ? 'admin.contactMessages.markedRead' : 'admin.contactMessages.markedUnread',
            ),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('admin.contactMessages.markFailed'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border bg-card p-4 text-card-foreground shadow-sm ${unread ? 'border-primary' : 'border-border'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {message.name}
            </h3>
            <p className="text-sm break-words text-muted-foreground">
              <a href={`mailto:${message.email}`} className="underline underline-offset-4">
                {message.email}
              </a>
            </p>
          </div>
          {unread ? (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground">
              {t('admin.contactMessages.unreadBadge')}
            </span>
          ) : null}
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="font-semibold">{t('admin.contactMessages.topic')}</dt>
          <dd>{t(`contact.topics.${message.topic}`, { defaultValue: message.topic })}</dd>
          <dt className="font-semibold">{t('admin.contactMessages.sent')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{sent}</time>
          </dd>
        </dl>
        <p className="mt-3 whitespace-pre-wrap break-words">{message.message}</p>
        <div className="mt-3">
          <Button variant="outline" disabled={mutation.isPending} onClick={mark}>
            {t(unread ? 'admin.contactMessages.markRead' : 'admin.contactMessages.markUnread')}
            <span className="sr-only"> · {message.name}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
