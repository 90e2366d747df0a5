/**
 * Routes of the spec's table whose screens arrive in later releases. Each gets an honest page
 * with its real title, what it will do, and links that are useful today. They are all
 * members-only: their page guards itself (features/session/components/require-access.tsx).
 */
export interface ComingSoonLink {
  to: string;
  labelKey: string;
}

export interface ComingSoonRoute {
  path: string;
  /** i18n key prefix: `<key>.title` and `<key>.description`. */
  key: string;
  links: readonly ComingSoonLink[];
  /** Where Back goes, for detail pages whose natural parent is a list; default: history. */
  backTo?: string;
}

// Every screen of the spec's table has arrived (the Security Center last, issue 7); the page
// stays for screens still to come.
export const comingSoonRoutes: readonly ComingSoonRoute[] = [];
