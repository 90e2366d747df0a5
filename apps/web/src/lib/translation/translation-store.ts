/**
 * The texts one place renders with: a language and the catalogue parts loaded so far (the
 * browser's one store, lib/i18n.ts, loads parts as pages need them; a server render gets a store
 * with every part already in). Parts are the namespaces of lib/locale-namespaces.ts; they merge
 * into one catalogue per language (a partial namespace into its section), so any key is found
 * whichever part brought it.
 */
import { sectionOf, shellNamespace } from '../locale-namespaces.ts';
import { fallbackLanguage, hasText, translate } from './translate.ts';
import type { Catalogue, TFunction } from './translate.ts';

/** Fetches one part of one language's catalogue; undefined when there is no such part. */
export type LoadPart = (language: string, namespace: string) => Promise<Catalogue> | undefined;

export class TranslationStore {
  #language: string;
  readonly #catalogues: Record<string, Catalogue>;
  readonly #loadPart: LoadPart | undefined;
  /** `language/namespace` → that part's loading (kept: each part is fetched once). */
  readonly #loading = new Map<string, Promise<void>>();
  readonly #loaded = new Set<string>();
  /** Namespaces asked for so far, in any language: a language change loads them first. */
  readonly #used = new Set<string>([shellNamespace]);
  /** A list of namespaces → its combined loading, so React's `use` sees one promise for it. */
  readonly #waits = new Map<string, Promise<void>>();
  readonly #listeners = new Set<() => void>();
  readonly #translators = new Map<string, TFunction>();

  /**
   * `catalogues`: what is there from the start. Without `loadPart`, that is everything (a server
   * render); with it, only the parts named in `loadedParts` (`language/namespace`) count as in.
   */
  constructor(
    language: string,
    catalogues: Record<string, Catalogue>,
    loadPart?: LoadPart,
    loadedParts: readonly string[] = [],
  ) {
    this.#language = language;
    this.#catalogues = catalogues;
    this.#loadPart = loadPart;
    for (const part of loadedParts) this.#loaded.add(part);
  }

  get language(): string {
    return this.#language;
  }

  /** i18next's name for it; one language per store, so the same. */
  get resolvedLanguage(): string {
    return this.#language;
  }

  /** `t` in one language; the same function each time for that language (React memoises on it). */
  fixedT(language: string = this.#language): TFunction {
    let t = this.#translators.get(language);
    if (!t) {
      t = (key, options) => translate(this.#catalogues, language, key, options);
      this.#translators.set(language, t);
    }
    return t;
  }

  readonly t: TFunction = (key, options) =>
    translate(this.#catalogues, this.#language, key, options);

  /** Whether the key has a text in the language (or the fallback) among the parts loaded. */
  exists = (key: string): boolean =>
    hasText(this.#catalogues[this.#language], key) ||
    hasText(this.#catalogues[fallbackLanguage], key);

  /** Whether every one of these namespaces is in for the current language. */
  hasLoaded(namespaces: readonly string[]): boolean {
    return !this.#loadPart || namespaces.every((ns) => this.#isIn(this.#language, ns));
  }

  /**
   * Loads namespaces for the current language; the same promise for the same list until it
   * settles. Resolves at once when they are in.
   */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.#used.add(namespace);
    if (this.hasLoaded(list)) return Promise.resolve();
    const waitKey = `${this.#language}/${list.join(',')}`;
    let wait = this.#waits.get(waitKey);
    if (!wait) {
      wait = Promise.all(list.map((ns) => this.#loadPartOnce(this.#language, ns))).then(
        () => undefined,
      );
      this.#waits.set(waitKey, wait);
      const forget = () => this.#waits.delete(waitKey);
      wait.then(forget, forget);
    }
    return wait;
  }

  /** Loads what the pages shown so far need in `language`, then switches to it. */
  async changeLanguage(language: string): Promise<void> {
    await Promise.all([...this.#used].map((ns) => this.#loadPartOnce(language, ns)));
    if (language === this.#language) return;
    this.#language = language;
    for (const listener of this.#listeners) listener();
  }

  /** Called after each language change; returns how to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A namespace is in once it is loaded, or (a partial one) once its whole section is. */
  #isIn(language: string, namespace: string): boolean {
    const section = sectionOf(namespace);
    return (
      this.#loaded.has(`${language}/${namespace}`) ||
      (section !== undefined && this.#loaded.has(`${language}/${section}`))
    );
  }

  #loadPartOnce(language: string, namespace: string): Promise<void> {
    const part = `${language}/${namespace}`;
    if (!this.#loadPart || this.#isIn(language, namespace)) return Promise.resolve();
    let loading = this.#loading.get(part);
    if (!loading) {
      const fetching = this.#loadPart(language, namespace) ?? Promise.resolve({});
      loading = fetching.then(
        (catalogue) => {
          mergeInto((this.#catalogues[language] ??= {}), catalogue);
          this.#loaded.add(part);
        },
        (error: unknown) => {
          this.#loading.delete(part); // a later visit tries again
          throw error;
        },
      );
      this.#loading.set(part, loading);
    }
    return loading;
  }
}

/** Adds a part's texts to a catalogue; sections present in both keep the texts of each. */
function mergeInto(target: Catalogue, part: Catalogue): void {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key];
    if (isSection(existing) && isSection(value)) mergeInto(existing, value);
    else target[key] = value;
  }
}

const isSection = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
