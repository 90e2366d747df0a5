/** Business constants from the product spec, section 9. Named once, used by browser and server. */
export const toastConfig = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: 'F8',
} as const;

/** The spec's rate-limit helper default: 5 actions per 60,000 ms per action key. */
export const defaultRateLimit = { max: 5, windowMs: 60_000 } as const;

export const documentQueryDefaultLimit = 50;

/** The spec's file maximum: 10,485,760 bytes (10 MB), for every upload. */
export const fileMaxBytes = 10_485_760;

/** Beyond the spec (issue 6): what one user may keep in generic file storage, 100 MB. */
export const storageQuotaBytes = 104_857_600;

/**
 * The notification bell (spec sections 4 and 9): the panel refreshes every 60 seconds; restaurants
 * see 'New Application' for applications of the last 7 days. The list's height (at most 80 units,
 * Tailwind `max-h-80`) is a class in the panel. `maxItems` goes beyond the spec: the newest 100
 * are derived and shown, so one request stays bounded however much piles up.
 */
export const notificationConfig = {
  pollIntervalMs: 60_000,
  newApplicationWindowMs: 7 * 24 * 60 * 60_000,
  maxItems: 100,
} as const;
