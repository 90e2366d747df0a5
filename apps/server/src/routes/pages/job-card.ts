import { isLanguage, type Language } from '@brigade/shared/languages';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { cardHeight, cardWidth } from '../../services/public-pages/job-card-size.ts';
import { createJobCards } from '../../services/public-pages/job-cards.ts';
import { languageParameter, pageLanguage } from './page-language.ts';

export const jobCardPattern = '/jobs/:id/card.png';
export const jobCardSize = { width: cardWidth, height: cardHeight } as const;

/**
 * A job's share card, in the language of the page that names it: pages name it with `?lang`,
 * so a CDN keeps one copy per language without varying on the visitor's headers.
 */
export function jobCardUrl(appUrl: string, jobId: string, language: Language): string {
  return `${appUrl}/jobs/${encodeURIComponent(jobId)}/card.png?${languageParameter}=${language}`;
}

/** Whether If-None-Match names this ETag (RFC 9110 §13.1.2: weak comparison, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /jobs/:id/card.png: the 1200×630 picture link previews show for a job page (its og:image),
 * for a job its page shows (open or closed; 404 like the page for any other). The language is
 * `?lang`, else the page's own rule (cookie, then Accept-Language). Needs no web build.
 */
export function registerJobCardRoute(app: App, ctx: AppContext): void {
  const cards = createJobCards(ctx);
  app.get(jobCardPattern, async (request, reply) => {
    const { id } = request.params as { id: string };
    const lang = (request.query as Record<string, unknown>)[languageParameter];
    const language = isLanguage(lang)
      ? lang
      : pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const card = await cards.card(id, language);
    void reply.header('cache-control', 'public, max-age=3600').header('etag', card.etag);
    if (!isLanguage(lang)) void reply.header('vary', 'Cookie, Accept-Language');
    if (matches(request.headers['if-none-match'], card.etag)) return reply.code(304).send();
    return reply.type('image/png').send(await card.png());
  });
}
