import type { RateLimitRule } from './rate-limit-rule.ts';

const PREFIX = 'RATE_LIMIT_';
const RULE = /^(\d+)\/(\d+)$/;
/** Bounds that catch typos (a window in seconds instead of milliseconds, a missing digit). */
const MAX_ACTIONS = 1_000_000;
const MIN_WINDOW_MS = 1_000;
const MAX_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The variable that overrides one action's limit: `signIn` → `RATE_LIMIT_SIGN_IN`. */
export function rateLimitVariable(action: string): string {
  return PREFIX + action.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

function parseRule(name: string, value: string): RateLimitRule | string {
  const match = RULE.exec(value.trim());
  if (!match) return `${name}: must be <max>/<windowMs>, e.g. 10/60000 (got "${value}")`;
  const max = Number(match[1]);
  const windowMs = Number(match[2]);
  if (max < 1 || max > MAX_ACTIONS) return `${name}: max must be 1 to ${MAX_ACTIONS}`;
  if (windowMs < MIN_WINDOW_MS || windowMs > MAX_WINDOW_MS) {
    return `${name}: windowMs must be ${MIN_WINDOW_MS} to ${MAX_WINDOW_MS} (milliseconds)`;
  }
  return { max, windowMs };
}

/**
 * The limits in force: each default, replaced by its `RATE_LIMIT_<ACTION>=<max>/<windowMs>`
 * variable when set (empty means unset). Problems — a malformed value, or a RATE_LIMIT_
 * variable that names no limit (a typo would otherwise be silently ignored) — are listed;
 * their limits keep the default.
 */
export function resolveRateLimits<Action extends string>(
  defaults: Readonly<Record<Action, RateLimitRule>>,
  env: Record<string, string | undefined>,
): { limits: Record<Action, RateLimitRule>; problems: string[] } {
  const limits = { ...defaults } as Record<Action, RateLimitRule>;
  const problems: string[] = [];
  const known = new Set<string>();
  for (const action of Object.keys(defaults) as Action[]) {
    const name = rateLimitVariable(action);
    known.add(name);
    const value = env[name];
    if (value === undefined || value === '') continue;
    const rule = parseRule(name, value);
    if (typeof rule === 'string') problems.push(rule);
    else limits[action] = rule;
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith(PREFIX) && !known.has(name) && env[name]) {
      problems.push(`${name}: not a rate limit; known: ${[...known].sort().join(', ')}`);
    }
  }
  return { limits, problems };
}
