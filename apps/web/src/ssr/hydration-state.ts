/**
 * The query cache a server-rendered page was rendered with travels in the document as a data
 * block (<script type="application/json">: never executed, so the CSP needs no inline script)
 * and is read back before hydration, so the first client render shows exactly what the server
 * rendered instead of a loading state.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

export const hydrationStateId = 'brigade-state';

/** What travels: the query cache, and when it was rendered (lib/render-clock.ts). */
interface PageState extends DehydratedState {
  renderedAt: number;
}

/** JSON that cannot end its <script> element or open a comment in it. */
export function serializeState(state: DehydratedState, renderedAt: number): string {
  const page: PageState = { ...state, renderedAt };
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

function isErrorLike(value: unknown): value is { status: number; code: string; message: string } {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value;
}

/** The state the server left in the document, with API errors made ApiErrors again; or null. */
export function readHydrationState(
  document: Document,
): { state: DehydratedState; renderedAt: number } | null {
  const text = document.getElementById(hydrationStateId)?.textContent;
  if (!text) return null;
  const { renderedAt, ...state } = JSON.parse(text) as PageState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isErrorLike(error)) {
      query.state.error = new ApiError(error.status, {
        code: error.code as ApiError['code'],
        message: error.message,
      });
    }
  }
  return { state, renderedAt };
}
