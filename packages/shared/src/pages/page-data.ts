/**
 * What the server renderer and the web app's SSR entry say to each other (apps/web/src/ssr,
 * apps/server/src/routes/pages): which queries a server-rendered page reads, under the query
 * keys its own hooks use, and the server's answers to them.
 */

/** One query a page reads, with what the server must read for it. */
export type PageQuery =
  | { kind: 'job'; id: string; queryKey: readonly unknown[] }
  /** `search`: GET /api/jobs's query string. */
  | { kind: 'jobSearch'; search: string; queryKey: readonly unknown[] }
  | { kind: 'latestJobs'; limit: number; queryKey: readonly unknown[] }
  | { kind: 'venue'; id: string; queryKey: readonly unknown[] };

/** The server's answer to a query: its data, or the API error the browser would get. */
export type QueryAnswer =
  { data: unknown } | { error: { status: number; code: string; message: string } };

export type PageData =
  | { page: 'home'; queries: PageQuery[] }
  | { page: 'jobs'; queries: PageQuery[] }
  | { page: 'job'; id: string; queries: PageQuery[] }
  | { page: 'venue'; id: string; queries: PageQuery[] };
