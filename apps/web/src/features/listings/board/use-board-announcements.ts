import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  canMoveApplication,
  type ApplicationStatus,
} from '@brigade/shared/applications/application-status';

/** What a dragged card carries (PipelineCard's useDraggable data). */
export interface CardData {
  name: string;
  status: ApplicationStatus;
}

const cardOf = (data: unknown): CardData | null =>
  data && typeof data === 'object' && 'name' in data && 'status' in data
    ? (data as CardData)
    : null;

/**
 * What a screen reader hears while a card moves on the pipeline board, in the reader's language
 * (dnd-kit's live region): how to pick a card up, which column it is over and whether it may go
 * there, and what the drop did.
 */
export function useBoardAnnouncements(): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation(['listings', 'applications']);
  const status = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number'
      ? t(`applications.statuses.${String(value)}`)
      : '';
  const verdict = (card: CardData, to: unknown) =>
    String(to) === card.status ||
    canMoveApplication(card.status, to as ApplicationStatus, 'restaurant')
      ? ''
      : ` ${t('listings.board.announce.notAllowed')}`;
  return {
    screenReaderInstructions: { draggable: t('listings.board.announce.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        const card = cardOf(active.data.current);
        return card
          ? t('listings.board.announce.picked', { name: card.name, status: status(card.status) })
          : undefined;
      },
      onDragOver: ({ active, over }) => {
        const card = cardOf(active.data.current);
        if (!card) return undefined;
        if (!over) return t('listings.board.announce.outside');
        return `${t('listings.board.announce.over', { status: status(over.id) })}${verdict(card, over.id)}`;
      },
      onDragEnd: ({ active, over }) => {
        const card = cardOf(active.data.current);
        if (!card) return undefined;
        if (!over || String(over.id) === card.status) {
          return t('listings.board.announce.stays', {
            name: card.name,
            status: status(card.status),
          });
        }
        return verdict(card, over.id)
          ? t('listings.board.announce.refused', { name: card.name, status: status(card.status) })
          : t('listings.board.announce.moved', { name: card.name, status: status(over.id) });
      },
      onDragCancel: ({ active }) => {
        const card = cardOf(active.data.current);
        return card
          ? t('listings.board.announce.stays', { name: card.name, status: status(card.status) })
          : undefined;
      },
    },
  };
}
