import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: nothing trusted, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; problem: string };

/** proxy-addr's names for address ranges (Fastify passes the list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const REFUSED_TRUE =
  '`true` would believe every X-Forwarded-For entry, so any client could pick its own address ' +
  '(and so its own rate-limit identity and the address in the security log). Give the number ' +
  'of proxies in front of Brigade (usually 1) or their addresses or CIDR ranges, e.g. ' +
  '10.0.0.0/8,127.0.0.1';

/**
 * Reads `TRUST_PROXY`: `false` (or unset, or 0), a hop count, or a comma-separated list of
 * proxy addresses, CIDR ranges and proxy-addr's range names. With a hop count of 1 the client
 * is the address the one proxy appended (the right-most X-Forwarded-For entry), never one the
 * client wrote itself.
 */
export function parseTrustProxy(raw: string): TrustProxyParse {
  const value = raw.trim();
  if (value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true') return { ok: false, problem: REFUSED_TRUE };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32
      ? { ok: true, value: hops }
      : { ok: false, problem: 'a hop count must be at most 32' };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      problem:
        `must be false, a hop count or addresses/CIDR ranges separated by commas; ` +
        `not understood: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The setting as Fastify's types take it: a hop count becomes the function proxy-addr builds
 * from a number (trust the first `hops` addresses, the socket's own being hop 0).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
