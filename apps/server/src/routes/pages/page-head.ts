/**
 * The <head> of a server-rendered page: title, description, canonical link, Open Graph and
 * Twitter card tags, hreflang alternates, and for an open job its JobPosting. A page's address
 * without a language answers in the visitor's (page-language.ts) and is the x-default; with
 * `?lang=` it answers in that one, and that is its canonical address.
 */
import type { JobDetail, VenuePage } from '@brigade/shared/jobs/job-answers';
import { languages, type Language } from '@brigade/shared/languages';
import { pageTexts } from '../../services/public-pages/page-texts.ts';
import { escapeHtml } from './escape-html.ts';
import { languageParameter } from './page-language.ts';
import { jobCardSize, jobCardUrl } from './job-card.ts';
import { jobPosting, jsonLdScript, type JobPostingFacts } from './job-posting.ts';

/** The card image of pages without one of their own (the web app's public assets). */
export const defaultCardImage = '/icons/icon-512.png';
const descriptionLength = 160;

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute. */
  image: string;
  /** The image's size and words, when known (a job's drawn card). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  /** More tags (a JobPosting, a feed link), already HTML. */
  extra?: string;
  /** Absolute, without a language: where the hreflang alternates point, each with its `?lang=`. */
  alternates?: string;
}

/** `url` with its page's language named in the query (page-language.ts). */
export function withLanguage(url: string, language: Language): string {
  return `${url}${url.includes('?') ? '&' : '?'}${languageParameter}=${language}`;
}

/**
 * The head of a page at `url` (absolute, without a language), made for `language`; `named`: the
 * language was in the requested URL, so the canonical address keeps it.
 */
export function localisedHead(head: PageHead, language: Language, named: boolean): PageHead {
  return {
    ...head,
    url: named ? withLanguage(head.url, language) : head.url,
    alternates: head.url,
  };
}

function alternateLinks(base: string): string[] {
  return [
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(withLanguage(base, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base)}" />`,
  ];
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
    ...(head.alternates ? alternateLinks(head.alternates) : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Brigade" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    ...(head.imageSize
      ? [
          `<meta property="og:image:width" content="${head.imageSize.width}" />`,
          `<meta property="og:image:height" content="${head.imageSize.height}" />`,
        ]
      : []),
    ...(head.imageAlt
      ? [`<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}" />`]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...(head.imageAlt
      ? [`<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt)}" />`]
      : []),
    head.extra ?? '',
  ].join('\n    ');
}

const documentTitle = (language: Language, page: string) =>
  pageTexts(language)('meta.documentTitle', { page });

export function homeHead(language: Language, appUrl: string): PageHead {
  const t = pageTexts(language);
  return {
    title: documentTitle(language, t('nav.home')),
    description: t('home.hero.lead'),
    url: `${appUrl}/`,
    image: `${appUrl}${defaultCardImage}`,
  };
}

/** Browse Jobs: the canonical URL keeps the filters (each search is its own page of results). */
export function jobsHead(language: Language, appUrl: string, search: string): PageHead {
  const t = pageTexts(language);
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

/** A job's perks as one phrase in `language` ("Paid breaks and staff meals"), or nothing. */
function perksText(language: Language, job: JobDetail): string | undefined {
  if (job.perks.length === 0) return undefined;
  const t = pageTexts(language);
  const names = job.perks.map((perk) => t(`jobBoard.perkNames.${perk}`));
  return new Intl.ListFormat(language).format(names);
}

export function jobHead(
  language: Language,
  appUrl: string,
  job: JobDetail,
  facts: JobPostingFacts,
): PageHead {
  const t = pageTexts(language);
  const url = `${appUrl}/jobs/${encodeURIComponent(job.id)}`;
  const jobTitle = t('meta.jobTitle', { title: job.title, venue: job.venue.name });
  return {
    title: documentTitle(language, jobTitle),
    description: summary(job.description),
    url,
    // The drawn card (title, venue, pay, hours) says more in a preview than the venue's picture.
    image: jobCardUrl(appUrl, job.id, language),
    imageSize: jobCardSize,
    imageAlt: jobTitle,
    // Only an open job is a posting to apply to.
    extra:
      job.status === 'open'
        ? jsonLdScript(jobPosting(job, facts, url, perksText(language, job)))
        : undefined,
  };
}

/** A venue's page: its jobs' title, its own description (else a line naming its city). */
export function venueHead(language: Language, appUrl: string, page: VenuePage): PageHead {
  const t = pageTexts(language);
  const { venue } = page;
  return {
    title: documentTitle(language, t('meta.venueTitle', { venue: venue.name })),
    description: venue.description
      ? summary(venue.description)
      : t('jobBoard.venuePage.lead', { count: page.jobs.length, venue: venue.name }),
    url: `${appUrl}/venues/${encodeURIComponent(venue.restaurantId)}`,
    image: venue.photoURL ?? `${appUrl}${defaultCardImage}`,
  };
}

/** An unknown job or venue: a title, and no canonical link or card (nothing to share). */
export function notFoundHead(language: Language, titleKey = 'jobBoard.job.notFound.title'): string {
  const t = pageTexts(language);
  return [
    `<title>${escapeHtml(documentTitle(language, t(titleKey)))}</title>`,
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
}
