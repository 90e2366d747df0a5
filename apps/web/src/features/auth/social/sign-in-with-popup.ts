import {
  isSocialSignInErrorCode,
  socialSignInChannel,
  socialSignInMessageType,
  type SocialSignInOutcome,
} from '@brigade/shared/auth/social-sign-in';
import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import { apiPaths } from '@brigade/shared/routes';

const popupName = 'brigade-social-sign-in';
const closedPollMs = 400;
/** After the popup is seen closed, how long its last message may still be on its way. */
const closedGraceMs = 800;

/** The sign-in still waiting for its popup; a new one replaces (cancels) it. */
let pending: { cancel(): void } | null = null;

function outcomeOf(data: unknown): SocialSignInOutcome | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; ok?: unknown; isNewUser?: unknown; error?: unknown };
  if (message.type !== socialSignInMessageType) return null;
  if (message.ok === true) return { ok: true, isNewUser: message.isNewUser === true };
  return { ok: false, error: isSocialSignInErrorCode(message.error) ? message.error : 'failed' };
}

/**
 * Opens the provider's sign-in in a popup and resolves with how it ended: the popup page's report
 * (postMessage from our origin, or the same-origin broadcast channel), 'popup_blocked' when the
 * browser refuses the window, 'popup_closed' when it is closed first, 'popup_cancelled' when a
 * newer sign-in takes its place. Never rejects. On success the session cookie is already set.
 */
export function signInWithPopup(userType: SignUpUserType): Promise<SocialSignInOutcome> {
  pending?.cancel();
  const url = `${apiPaths.auth.socialStart}?type=${userType}`;
  const width = 500;
  const height = 680;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    url,
    popupName,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve({ ok: false, error: 'popup_blocked' });

  return new Promise((resolve) => {
    const channel = new BroadcastChannel(socialSignInChannel);
    let closedTimer: number | undefined;
    const finish = (outcome: SocialSignInOutcome) => {
      window.removeEventListener('message', onMessage);
      channel.close();
      window.clearInterval(poll);
      window.clearTimeout(closedTimer);
      if (pending === handle) pending = null;
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const outcome = outcomeOf(event.data);
      if (outcome) finish(outcome);
    };
    channel.onmessage = (event: MessageEvent) => {
      const outcome = outcomeOf(event.data);
      if (outcome) finish(outcome);
    };
    window.addEventListener('message', onMessage);
    const poll = window.setInterval(() => {
      if (!popup.closed || closedTimer !== undefined) return;
      closedTimer = window.setTimeout(
        () => finish({ ok: false, error: 'popup_closed' }),
        closedGraceMs,
      );
    }, closedPollMs);
    const handle = { cancel: () => finish({ ok: false, error: 'popup_cancelled' }) };
    pending = handle;
  });
}
