/**
 * The <head> of a server-rendered page: title, description, canonical link, Open Graph and
 * Twitter card tags, and for an open job its JobPosting. The language is the one the page was
 * rendered in; the URL is the same in every language (the language is the visitor's choice, not
 * part of the URL), so there are no hreflang alternates.
 */
import { createInstance } from 'i18next';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { languages, type Language } from '@brigade/shared/languages';
import de from '@brigade/shared/locales/de.json' with { type: 'json' };
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import es from '@brigade/shared/locales/es.json' with { type: 'json' };
import fr from '@brigade/shared/locales/fr.json' with { type: 'json' };
import { escapeHtml } from './escape-html.ts';
import { jobPosting, jsonLdScript, type JobPostingFacts } from './job-posting.ts';

const i18n = createInstance();
void i18n.init({
  resources: {
    en: { translation: en },
    es: { translation: es },
    fr: { translation: fr },
    de: { translation: de },
  },
  supportedLngs: [...languages],
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false }, // escaped below, once
});

/** The card image when a venue has no picture (the web app's public assets). */
export const defaultCardImage = '/icons/icon-512.png';
const descriptionLength = 160;

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute. */
  image: string;
  /** More tags (a JobPosting, a feed link), already HTML. */
  extra?: string;
}

/** The start of a text, on one line, cut at a word near `length` characters. */
export function summary(text: string, length = descriptionLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function headHtml(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.url);
  const image = escapeHtml(head.image);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Brigade" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    head.extra ?? '',
  ].join('\n    ');
}

const documentTitle = (language: Language, page: string) =>
  i18n.getFixedT(language)('meta.documentTitle', { page });

export function homeHead(language: Language, appUrl: string): PageHead {
  const t = i18n.getFixedT(language);
  return {
    title: documentTitle(language, t('nav.home')),
    description: t('home.hero.lead'),
    url: `${appUrl}/`,
    image: `${appUrl}${defaultCardImage}`,
  };
}

/** Browse Jobs: the canonical URL keeps the filters (each search is its own page of results). */
export function jobsHead(language: Language, appUrl: string, search: string): PageHead {
  const t = i18n.getFixedT(language);
  const query = search ? `?${search}` : '';
  const feed = `/jobs.rss${query}`;
  return {
    title: documentTitle(language, t('jobBoard.title')),
    description: t('jobBoard.lead'),
    url: `${appUrl}/jobs${query}`,
    image: `${appUrl}${defaultCardImage}`,
    extra: `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(t('jobBoard.title'))}" href="${escapeHtml(feed)}" />`,
  };
}

export function jobHead(
  language: Language,
  appUrl: string,
  job: JobDetail,
  facts: JobPostingFacts,
): PageHead {
  const t = i18n.getFixedT(language);
  const url = `${appUrl}/jobs/${encodeURIComponent(job.id)}`;
  const picture = job.venue.photoURL;
  return {
    title: documentTitle(language, t('meta.jobTitle', { title: job.title, venue: job.venue.name })),
    description: summary(job.description),
    url,
    image: picture ? new URL(picture, appUrl).href : `${appUrl}${defaultCardImage}`,
    // Only an open job is a posting to apply to.
    extra: job.status === 'open' ? jsonLdScript(jobPosting(job, facts, url)) : undefined,
  };
}

/** An unknown job: a title, and no canonical link or card (nothing to share). */
export function notFoundHead(language: Language): string {
  const t = i18n.getFixedT(language);
  return [
    `<title>${escapeHtml(documentTitle(language, t('jobBoard.job.notFound.title')))}</title>`,
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
}
