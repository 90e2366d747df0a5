/** A fixed-window limit: at most `max` actions per `windowMs` for one key. */
export interface RateLimitRule {
  /** Most actions allowed in one window. */
  max: number;
  windowMs: number;
}
