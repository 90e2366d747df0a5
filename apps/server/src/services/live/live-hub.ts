import type { LiveEvent } from '@brigade/shared/live-events';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import type { LiveHub, LiveStream } from '../../core/live-hub.ts';
import type { BusMessage } from './bus-message.ts';
import type { LiveBus } from './live-bus.ts';

/** A person may have many tabs, not hundreds: beyond this the oldest stream is closed. */
export const maxStreamsPerUser = 20;

/**
 * The live hub of one server process: user id → open streams. Everything goes through the bus
 * (publishing, ending sessions), so every process delivers to its own streams; events are sent
 * by user id only, so nobody receives what was not addressed to them. `loadMessage` turns a
 * reference to a message (too large for the bus) back into the message.
 */
export function createLiveHub(
  bus: LiveBus,
  loadMessage: (id: string) => Promise<MessageView | null>,
): LiveHub {
  const streams = new Map<string, Set<LiveStream>>();
  const publicChangeHandlers: (() => void)[] = [];
  const publicChanged = () => {
    for (const handler of publicChangeHandlers) handler();
  };

  const streamsOf = (userIds: readonly string[]) =>
    userIds.flatMap((userId) => [...(streams.get(userId) ?? [])]);

  async function receive(message: BusMessage): Promise<void> {
    if (message.kind === 'public-change') return publicChanged();
    if (message.kind === 'session-ended') {
      for (const stream of streamsOf([message.userId])) {
        if (!message.sessionId || stream.sessionId === message.sessionId) stream.close();
      }
      return;
    }
    const targets = streamsOf(message.userIds);
    if (targets.length === 0) return;
    let event: LiveEvent;
    if (message.kind === 'event') {
      event = message.event;
    } else {
      const loaded = await loadMessage(message.messageId);
      if (!loaded) return;
      event = { type: 'message.created', conversationId: loaded.conversationId, message: loaded };
    }
    for (const stream of targets) stream.send(event);
  }

  function closeStreams(): void {
    for (const stream of streamsOf([...streams.keys()])) stream.close();
  }

  bus.onMessage(receive);
  bus.onResync(() => {
    closeStreams();
    publicChanged();
  });

  return {
    start: () => bus.start(),
    async publish(userIds, event) {
      const unique = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
      if (unique.length > 0) await bus.send({ kind: 'event', userIds: unique, event });
    },
    endSessions: (userId, sessionId) =>
      bus.send({ kind: 'session-ended', userId, ...(sessionId ? { sessionId } : {}) }),
    announcePublicChange: () => bus.send({ kind: 'public-change' }),
    onPublicChange: (handler) => void publicChangeHandlers.push(handler),
    add(stream) {
      let own = streams.get(stream.userId);
      if (!own) streams.set(stream.userId, (own = new Set()));
      own.add(stream);
      if (own.size > maxStreamsPerUser) own.values().next().value?.close();
      return () => {
        own.delete(stream);
        if (own.size === 0 && streams.get(stream.userId) === own) streams.delete(stream.userId);
      };
    },
    closeStreams,
    streamCount: () => [...streams.values()].reduce((sum, set) => sum + set.size, 0),
    async stop() {
      closeStreams();
      await bus.stop();
    },
  };
}
