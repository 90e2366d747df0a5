import type { ReactNode } from 'react';

/**
 * Holds the place of content that is not known yet (what a signed-out visitor sees, while the
 * session is still being read): the same box, invisible, out of the accessibility tree and the
 * tab order, so the page below does not jump when the real content arrives (layout shift).
 */
export function ReservedSpace({ children }: { children: ReactNode }) {
  return (
    <div className="invisible" aria-hidden="true" inert>
      {children}
    </div>
  );
}
