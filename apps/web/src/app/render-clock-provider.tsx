import { useEffect, useState, type ReactNode } from 'react';
import { liveClock, RenderClockContext, type RenderClock } from '../lib/render-clock.ts';
import { pageHydrated } from './page-hydrated.ts';

/**
 * Dates on a server-rendered page are drawn with the server's clock (`serverRenderedAt`, UTC)
 * until the page has hydrated, then with the browser's (lib/render-clock.ts). The switch waits
 * for the page itself, not the shell: an update reaching a part still being hydrated would make
 * React throw the server's HTML away.
 */
export function RenderClockProvider({
  serverRenderedAt,
  children,
}: {
  serverRenderedAt: number | undefined;
  children: ReactNode;
}) {
  const [clock, setClock] = useState<RenderClock>(() =>
    serverRenderedAt === undefined ? liveClock : { now: serverRenderedAt, timeZone: 'UTC' },
  );
  useEffect(() => {
    if (serverRenderedAt === undefined) return;
    let current = true;
    void pageHydrated.then(() => {
      if (current) setClock(liveClock);
    });
    return () => {
      current = false;
    };
  }, [serverRenderedAt]);
  return <RenderClockContext value={clock}>{children}</RenderClockContext>;
}
