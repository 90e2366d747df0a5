import { createContext, useContext } from 'react';

/**
 * The moment and time zone dates on a page are shown by ("posted 3 days ago", "Posted on 2 May").
 * A server-rendered page is drawn by the server in UTC at its render time; the browser must
 * hydrate it with the same two, or the text differs from the HTML (a hydration error, and the
 * page redrawn). So the first client render uses the server's; once the page has hydrated
 * (app/render-clock-provider.tsx) it is the browser's own clock and time zone. `now: null`: the
 * live clock (pages rendered only in the browser).
 */
export interface RenderClock {
  now: number | null;
  timeZone: string | undefined;
}

export const liveClock: RenderClock = { now: null, timeZone: undefined };

export const RenderClockContext = createContext<RenderClock>(liveClock);

/** The clock this render shows dates by. */
export function useRenderClock(): { now: Date; timeZone: string | undefined } {
  const clock = useContext(RenderClockContext);
  return { now: clock.now === null ? new Date() : new Date(clock.now), timeZone: clock.timeZone };
}
