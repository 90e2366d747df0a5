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
