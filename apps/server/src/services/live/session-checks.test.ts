import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionChecks, type CheckedStream, type ValidSessions } from './session-checks.ts';

function stream(userId: string, sessionId: string) {
  const state = { closed: false };
  let remove: () => void = () => undefined;
  const checked: CheckedStream = {
    userId,
    sessionId,
    close() {
      state.closed = true;
      remove();
    },
  };
  return { checked, state, attach: (r: () => void) => (remove = r) };
}

describe('the batched session checks of open streams', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function setup(valid: Map<string, string>, fail = { now: false }) {
    const asked: string[][] = [];
    const validSessions: ValidSessions = async (ids) => {
      asked.push([...ids]);
      if (fail.now) throw new Error('the database is away');
      return new Map([...valid].filter(([id]) => ids.includes(id)));
    };
    const checks = createSessionChecks(validSessions, { sessionCheckMs: 30_000 });
    const add = (userId: string, sessionId: string) => {
      const one = stream(userId, sessionId);
      one.attach(checks.add(one.checked));
      return one;
    };
    return { asked, add };
  }

  it('checks every due stream in one query, and closes those whose session ended', async () => {
    const valid = new Map([
      ['s1', 'a'],
      ['s2', 'b'],
    ]);
    const { asked, add } = setup(valid);
    const [a, aAgain, b, c] = [add('a', 's1'), add('a', 's1'), add('b', 's2'), add('c', 's3')];
    await vi.advanceTimersByTimeAsync(29_000);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    // One question for all four streams, each session once.
    expect(asked).toEqual([['s1', 's2', 's3']]);
    expect([a, aAgain, b, c].map((one) => one.state.closed)).toEqual([false, false, false, true]);

    // Signed out meanwhile (and the hub's notice missed): closed at the next check.
    valid.delete('s1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked.at(-1)).toEqual(['s1', 's2']);
    expect([a, aAgain, b].map((one) => one.state.closed)).toEqual([true, true, false]);
  });

  it('closes a stream whose session now belongs to someone else', async () => {
    const { add } = setup(new Map([['s1', 'b']]));
    const a = add('a', 's1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(a.state.closed).toBe(true);
  });

  it('checks a stream first a full period after it opened', async () => {
    const { asked, add } = setup(new Map([['s1', 'a']]));
    add('a', 's1');
    await vi.advanceTimersByTimeAsync(20_000);
    add('a', 's2');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([['s1']]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked).toEqual([['s1'], ['s2']]);
  });

  it('keeps the streams while the database does not answer, and asks again later', async () => {
    const fail = { now: true };
    const { asked, add } = setup(new Map([['s1', 'a']]), fail);
    const a = add('a', 's1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(a.state.closed).toBe(false);
    fail.now = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(2);
    expect(a.state.closed).toBe(false);
  });

  it('stops ticking once no stream is left', async () => {
    const { add } = setup(new Map());
    const a = add('a', 's1');
    expect(vi.getTimerCount()).toBe(1);
    a.checked.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
