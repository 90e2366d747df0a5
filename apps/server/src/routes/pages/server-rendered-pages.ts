/**
 * /, /jobs, /jobs/:id and /venues/:id rendered on the server (the web app's own components, hydrated in the
 * browser): their content, title, description, canonical link, cards and JobPosting are in the
 * HTML without JavaScript. Data is read through the services as an anonymous visitor would see
 * it; the browser re-reads the job for a signed-in visitor (see apps/web/src/main.tsx).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobDetail, VenuePage } from '@brigade/shared/jobs/job-answers';
import { jobSearchQuery } from '@brigade/shared/jobs/job-search';
import type { Language } from '@brigade/shared/languages';
import { paths, routePatterns } from '@brigade/shared/routes';
import { hasSessionCookie } from '../../auth/session-cookie.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { readJob } from '../../services/jobs/read-job.ts';
import { latestJobs } from '../../services/jobs/latest-jobs.ts';
import { searchJobs } from '../../services/jobs/search-jobs.ts';
import { readJobPostingFacts } from '../../services/public-pages/job-posting-facts.ts';
import { readVenuePage } from '../../services/venues/public-venue.ts';
import {
  headHtml,
  homeHead,
  jobHead,
  jobsHead,
  localisedHead,
  notFoundHead,
  venueHead,
  type PageHead,
} from './page-head.ts';
import { languageInQuery, pageLanguage } from './page-language.ts';
import { pageBody } from './page-encoding.ts';
import { createRenderCache, type RenderedPage } from './render-cache.ts';
import {
  hasServerRenderer,
  loadServerRenderer,
  type PageData,
  type PageQuery,
  type PageTemplate,
  type QueryAnswer,
  type ServerRenderer,
} from './server-renderer.ts';

export const hydrationStateId = 'brigade-state';

async function answer(ctx: AppContext, query: PageQuery): Promise<QueryAnswer> {
  try {
    switch (query.kind) {
      case 'job':
        return { data: await readJob(ctx, null, query.id) };
      case 'jobSearch':
        return {
          data: await searchJobs(
            ctx,
            jobSearchQuery.parse(Object.fromEntries(new URLSearchParams(query.search))),
          ),
        };
      case 'latestJobs':
        return { data: { items: await latestJobs(ctx, query.limit) } };
      case 'venue':
        return { data: await readVenuePage(ctx, query.id) };
    }
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      return { error: { status: 404, code: error.code, message: '' } };
    }
    throw error;
  }
}

async function head(
  ctx: AppContext,
  page: PageData,
  answers: QueryAnswer[],
  language: Language,
  search: string,
  languageNamed: boolean,
): Promise<{ html: string; status: number }> {
  const appUrl = ctx.config.APP_URL.replace(/\/$/, '');
  const localised = (made: PageHead) => headHtml(localisedHead(made, language, languageNamed));
  if (page.page === 'home') return { html: localised(homeHead(language, appUrl)), status: 200 };
  if (page.page === 'jobs') {
    return { html: localised(jobsHead(language, appUrl, search)), status: 200 };
  }
  const [pageAnswer] = answers;
  if (page.page === 'venue') {
    if (!pageAnswer || !('data' in pageAnswer)) {
      return { html: notFoundHead(language, 'jobBoard.venuePage.notFound.title'), status: 404 };
    }
    return {
      html: localised(venueHead(language, appUrl, pageAnswer.data as VenuePage)),
      status: 200,
    };
  }
  if (!pageAnswer || !('data' in pageAnswer)) return { html: notFoundHead(language), status: 404 };
  const job = pageAnswer.data as JobDetail;
  const facts = await readJobPostingFacts(ctx, job.id);
  return { html: localised(jobHead(language, appUrl, job, facts)), status: 200 };
}

/**
 * Registers the pages when the web build has its server renderer (else they stay client-only).
 * The renderer, a bundle of some 4 MB, loads a second after the server listens, or at the first
 * page if that comes sooner (and in tests, whose server never listens): a start answers its
 * first health check about a tenth of a second sooner, and only a page asked for in that
 * second waits for it.
 */
export function registerServerRenderedPages(
  app: App,
  ctx: AppContext,
  webDist: string | undefined,
): void {
  if (webDist === undefined || !hasServerRenderer(webDist)) return;
  let loading: Promise<LoadedRenderer> | undefined;
  const load = () =>
    (loading ??= loadServerRenderer(webDist).then((loaded) => {
      if (!loaded) throw new Error('the server renderer disappeared from the web build');
      return loaded;
    }));
  // A second after listening: parsing the bundle holds the thread for about 0.1 s, which would
  // otherwise delay the first health check that tells an orchestrator the server is up.
  app.addHook('onListen', (done) => {
    setTimeout(() => {
      load().catch((error: unknown) =>
        app.log.error({ err: error }, 'the server renderer could not be loaded'),
      );
    }, 1000).unref();
    done();
  });
  registerPages(app, ctx, load);
}

type LoadedRenderer = { renderer: ServerRenderer; template: PageTemplate };

function registerPages(app: App, ctx: AppContext, load: () => Promise<LoadedRenderer>): void {
  const rendered = createRenderCache({ maxEntries: 1000, ttlMs: 60_000 });
  ctx.live.onPublicChange(() => rendered.invalidate());
  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) => {
    const { body, encoding } = pageBody(page, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .send(body);
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let renderer: ServerRenderer;
    let template: PageTemplate;
    try {
      ({ renderer, template } = await load());
    } catch (error) {
      request.log.error({ err: error }, 'no server renderer; sending the app shell');
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    }
    const [pathname = '/', search = ''] = request.url.split('?');
    const page = renderer.pageData(pathname, search);
    if (!page) return reply.callNotFound();
    // A language named in the URL (hreflang alternates) comes first, then the visitor's.
    const named = languageInQuery(search);
    const language =
      named.language ?? pageLanguage(request.headers.cookie, request.headers['accept-language']);
    // No session cookie: certainly signed out, so the page is drawn as they will see it.
    const signedOut = !hasSessionCookie(request.headers.cookie);
    const key = rendered.key(request.url, `${language}${signedOut ? ' signed-out' : ''}`);
    const kept = rendered.get(key);
    if (kept) return send(request, reply, kept);
    const generation = rendered.generation();
    try {
      const answered = await Promise.all(
        page.queries.map(async (query) => ({ query, answer: await answer(ctx, query) })),
      );
      const answers = answered.map((entry) => entry.answer);
      const [body, pageHead] = await Promise.all([
        renderer.renderPage({ url: request.url, language, answers: answered, signedOut }),
        head(ctx, page, answers, language, named.rest, named.language !== null),
      ]);
      const html =
        template.start +
        language +
        template.head +
        pageHead.html +
        '\n  ' +
        template.body +
        body.html +
        `</div><script type="application/json" id="${hydrationStateId}">${body.state}</script>` +
        template.end.slice('</div>'.length);
      // `encoded` is shared with the kept copy, so each compressed form is made once.
      const made = { html, status: pageHead.status, encoded: {} };
      rendered.set(key, made, generation);
      return send(request, reply, made);
    } catch (error) {
      // A page that cannot be rendered still works as the client-rendered app.
      request.log.error({ err: error }, 'server render failed; sending the app shell');
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    }
  };
  for (const url of [paths.home, paths.jobs, routePatterns.job, routePatterns.venue]) {
    app.get(url, handler);
  }
}
