import type { MailTopic } from '@brigade/shared/notifications/mail-topics';
import type { MailContent, MailItem } from '../../mail/render-mail.ts';
import type { SubjectFacts } from './mail-event-facts.ts';
import { mailTypeOf, topicPage, type ItemContext, type StoredMailEvent } from './mail-types.ts';

export interface MailEventWithFacts {
  event: StoredMailEvent;
  facts: SubjectFacts;
}

/**
 * One mail's content from a recipient's events of one topic: when they are all of one type, that
 * type's words (singular for one, plural for several); otherwise the topic's. Every item links to
 * its exact page on APP_URL; the button goes to that page for one event, else to the topic's list.
 */
export function composeMail(
  topic: MailTopic,
  entries: MailEventWithFacts[],
  context: ItemContext,
  appUrl: string,
): MailContent {
  const { t } = context;
  const link = (path: string) => new URL(path, appUrl).toString();
  const items: MailItem[] = entries.map(({ event, facts }) => {
    const type = mailTypeOf(event.type);
    const params = type.params(facts, event, context);
    return {
      title: t(`types.${event.type}.item`, params),
      ...(type.detail && params[type.detail]
        ? { detail: t(`types.${event.type}.detail`, params) }
        : {}),
      url: link(type.url(facts, event, context)),
    };
  });
  const first = entries[0];
  if (!first) throw new Error('a mail needs at least one event');
  const count = entries.length;
  const types = new Set(entries.map((entry) => entry.event.type));
  if (types.size === 1) {
    const type = mailTypeOf(first.event.type);
    const params = { ...type.params(first.facts, first.event, context), count };
    const key = `types.${first.event.type}`;
    const single = count === 1;
    return {
      subject: t(`${key}.subject`, params),
      heading: t(`${key}.subject`, params),
      intro: t(`${key}.intro`, params),
      items,
      action: {
        label: t(`${key}.action`, params),
        url: single
          ? link(type.actionUrl ?? type.url(first.facts, first.event, context))
          : link(topicPage(topic, context.recipientType)),
      },
    };
  }
  return {
    subject: t(`topics.${topic}.subject`, { count }),
    heading: t(`topics.${topic}.subject`, { count }),
    intro: t(`topics.${topic}.intro`, { count }),
    items,
    action: {
      label: t(`topics.${topic}.action`),
      url: link(topicPage(topic, context.recipientType)),
    },
  };
}
