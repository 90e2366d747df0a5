/**
 * The locale catalogues are one JSON file per language (shared with the server), but the browser
 * loads them in parts: the top-level sections below are namespaces of their own, fetched with the
 * page (or the lazily loaded part of the shell, like the signed-in user menu) that shows them;
 * everything else (shell, home) is the `translation` namespace, which for English ships in the
 * first download. Form messages (`validation`, `storedFiles`) and why a request failed (`errors`)
 * come with every lazily loaded page (app/lazy-page.ts), and `errors` with the notification bell:
 * Home, in the first download, has no form and words no failed request.
 *
 * A namespace holds its section under its own name (`{ privacy: {...} }`), so keys read the same
 * everywhere (`t('privacy.title')`): the loaded parts of a language merge into one catalogue
 * (lib/translation/translation-store.ts).
 */
export const pageNamespaces = [
  'about',
  'contact',
  'jobBoard',
  'listings',
  'organisation',
  'pricing',
  'privacy',
  'terms',
  'comingSoon',
  'notFound',
  'account',
  'userMenu',
  'profile',
  'profilePicture',
  'resume',
  'applications',
  'applicants',
  'applicantDashboard',
  'savedJobs',
  'jobAlerts',
  'notifications',
  'messaging',
  'files',
  'admin',
  'security',
  'validation',
  'errors',
  'storedFiles',
] as const;

export type PageNamespace = (typeof pageNamespaces)[number];

/**
 * Smaller parts of a page section, for a view shown before (or without) its page: the job cards
 * of Home's latest jobs need a third of `jobBoard`. Such a part is under the section's own keys
 * (`jobBoard.roles.chef`), and once the whole section is in, the part counts as in too.
 */
export const partialNamespaces = {
  jobCard: {
    section: 'jobBoard',
    keys: [
      'latest',
      'retry',
      'roles',
      'employmentTypes',
      'posted',
      'urgentlyHiring',
      'pay',
      'hours',
      'totalPay',
      'fit',
    ],
  },
} as const satisfies Record<string, { section: PageNamespace; keys: readonly string[] }>;

export type PartialNamespace = keyof typeof partialNamespaces;

export const shellNamespace = 'translation';

const pageSections = new Set<string>(pageNamespaces);

/** The whole section a partial namespace is part of; undefined for any other namespace. */
export function sectionOf(namespace: string): PageNamespace | undefined {
  return Object.hasOwn(partialNamespaces, namespace)
    ? partialNamespaces[namespace as PartialNamespace].section
    : undefined;
}

/** One namespace's part of a whole catalogue: its own section, or for the shell all the rest. */
export function cataloguePart(
  catalogue: Record<string, unknown>,
  namespace: string,
): Record<string, unknown> {
  if (Object.hasOwn(partialNamespaces, namespace)) {
    const { section, keys } = partialNamespaces[namespace as PartialNamespace];
    const whole = (catalogue[section] ?? {}) as Record<string, unknown>;
    return { [section]: Object.fromEntries(keys.map((key) => [key, whole[key]])) };
  }
  if (namespace !== shellNamespace) return { [namespace]: catalogue[namespace] };
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => !pageSections.has(key)));
}
