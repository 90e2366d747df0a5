import type { LiveEvent } from '@brigade/shared/live-events';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from './bus-message.ts';
import { createLocalBus, type BusHandler, type LiveBus } from './live-bus.ts';
import { createLiveHub, maxStreamsPerUser } from './live-hub.ts';
import type { LiveStream } from '../../core/live-hub.ts';

/** A stream that records what it is sent and whether it was closed. */
function fakeStream(userId: string, sessionId = 's1') {
  const received: LiveEvent[] = [];
  const state = { closed: false };
  let remove: () => void = () => undefined;
  const stream: LiveStream = {
    userId,
    sessionId,
    send: (event) => void received.push(event),
    close() {
      state.closed = true;
      remove();
    },
  };
  return { stream, received, state, attach: (r: () => void) => (remove = r) };
}

const nudge: LiveEvent = { type: 'notifications.changed' };
const stored: MessageView = {
  id: 'm1',
  conversationId: 'c1',
  senderId: 'a',
  receiverId: 'b',
  content: 'Loaded from the database',
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function hubWithStreams(bus: LiveBus = createLocalBus()) {
  const hub = createLiveHub(bus, async (id) => (id === stored.id ? stored : null));
  const add = (userId: string, sessionId?: string) => {
    const fake = fakeStream(userId, sessionId);
    fake.attach(hub.add(fake.stream));
    return fake;
  };
  return { hub, add };
}

describe('the live hub', () => {
  it('sends to the streams of the users named, and no one else', async () => {
    const { hub, add } = hubWithStreams();
    const [a1, a2, b, c] = [add('a'), add('a', 's2'), add('b'), add('c')];
    await hub.publish(['a', 'b', null, 'a'], nudge);
    expect([a1, a2, b, c].map((fake) => fake.received)).toEqual([[nudge], [nudge], [nudge], []]);
  });

  it('closes one session’s streams on sign-out, every stream of a user otherwise', async () => {
    const { hub, add } = hubWithStreams();
    const [first, second, other] = [add('a', 's1'), add('a', 's2'), add('b', 's3')];
    await hub.endSessions('a', 's1');
    expect([first, second, other].map((fake) => fake.state.closed)).toEqual([true, false, false]);
    await hub.endSessions('a');
    expect(second.state.closed).toBe(true);
    expect(other.state.closed).toBe(false);
    expect(hub.streamCount()).toBe(1);
  });

  it('loads a message another process sent by reference', async () => {
    const handlers: BusHandler[] = [];
    const bus: LiveBus = {
      ...createLocalBus(),
      onMessage: (handler) => void handlers.push(handler),
    };
    const deliver = (message: BusMessage) => handlers[0]?.(message);
    const { add } = hubWithStreams(bus);
    const b = add('b');
    await deliver({ kind: 'message-ref', userIds: ['b'], messageId: stored.id });
    await deliver({ kind: 'message-ref', userIds: ['b'], messageId: 'gone' });
    expect(b.received).toEqual([
      { type: 'message.created', conversationId: stored.conversationId, message: stored },
    ]);
  });

  it('keeps at most a set number of streams per user, closing the oldest', () => {
    const { hub, add } = hubWithStreams();
    const streams = Array.from({ length: maxStreamsPerUser + 1 }, (_, i) => add('a', `s${i}`));
    expect(streams[0]?.state.closed).toBe(true);
    expect(streams.slice(1).every((fake) => !fake.state.closed)).toBe(true);
    expect(hub.streamCount()).toBe(maxStreamsPerUser);
  });

  it('closes every stream when asked (shutdown, or a lost link to other processes)', async () => {
    const { hub, add } = hubWithStreams();
    const fakes = [add('a'), add('b')];
    hub.closeStreams();
    expect(fakes.every((fake) => fake.state.closed)).toBe(true);
    expect(hub.streamCount()).toBe(0);
  });
});
