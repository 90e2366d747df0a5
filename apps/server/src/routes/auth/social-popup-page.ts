import { createHash } from 'node:crypto';
import {
  socialSignInChannel,
  socialSignInMessageType,
  type SocialSignInOutcome,
} from '@brigade/shared/auth/social-sign-in';
import type { FastifyReply } from 'fastify';

/**
 * The last page the social sign-in popup shows: it reports the result to the page that opened it
 * (postMessage to the opener, restricted to our origin, and a same-origin BroadcastChannel for
 * when a provider's Cross-Origin-Opener-Policy cut the popup off), then closes. Opened without a
 * popup (a bookmarked callback), it goes on to the site instead of stranding the person.
 * The result travels as JSON in a data element; the script is fixed, so the page's CSP pins it by
 * hash instead of allowing inline script.
 */
const script = `(function () {
  var data = JSON.parse(document.getElementById('result').textContent);
  var message = data.message;
  try { new BroadcastChannel(${JSON.stringify(socialSignInChannel)}).postMessage(message); } catch (e) {}
  if (window.opener && window.opener !== window) {
    try { window.opener.postMessage(message, data.origin); } catch (e) {}
    window.close();
  } else {
    location.replace(message.ok ? '/' : data.signInPath);
  }
})();`;
const scriptHash = createHash('sha256').update(script).digest('base64');
const contentSecurityPolicy = `default-src 'none'; script-src 'sha256-${scriptHash}'; base-uri 'none'; frame-ancestors 'none'`;

/** JSON inside a script element: `<` and the JS line separators escaped. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function sendSocialPopupPage(
  reply: FastifyReply,
  result: SocialSignInOutcome,
  options: { origin: string; signInPath: string },
): FastifyReply {
  const data = {
    origin: options.origin,
    signInPath: options.signInPath,
    message: { type: socialSignInMessageType, ...result },
  };
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Brigade</title></head>
<body>
<script type="application/json" id="result">${inlineJson(data)}</script>
<script>${script}</script>
</body>
</html>`;
  // No Cross-Origin-Opener-Policy here: the popup must stay connected to the page that opened it.
  void reply.removeHeader('cross-origin-opener-policy');
  return reply
    .header('content-security-policy', contentSecurityPolicy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
