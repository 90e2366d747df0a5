import { and, asc, eq, gt } from '../../db/sql.ts';
import type { EmploymentType } from '@brigade/shared/jobs/job-options';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { listedJobs } from './open-job-queries.ts';
import { jobUrl, publicUrl, rfc822 } from './public-urls.ts';
import { salaryText } from './salary-text.ts';
import { cdataElement, element, XML_DECLARATION } from './xml-text.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Jobs read per query: the feed is written as it is read, never held whole in memory. */
const BATCH = 500;

/** The aggregators' job types (Indeed's words). */
const jobTypes: Record<EmploymentType, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  seasonal: 'seasonal',
  temporary: 'temporary',
};

const feedColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  location: jobs.location,
  city: jobs.city,
  postcode: jobs.postcode,
  role: jobs.role,
  employmentType: jobs.employmentType,
  salary: jobs.salary,
  salaryMax: jobs.salaryMax,
  payPeriod: jobs.payPeriod,
  currency: jobs.currency,
  venueName: jobs.venueName,
  publishedAt: jobs.publishedAt,
  validThrough: jobs.validThrough,
  updatedAt: jobs.updatedAt,
  country: venues.country,
  website: venues.website,
};

/** The next batch of listed jobs after `after` (by id), with their venue's country and website. */
function readBatch(ctx: AppContext, after: string | null, size: number) {
  return ctx.database.db
    .select(feedColumns)
    .from(jobs)
    .leftJoin(venues, eq(venues.id, jobs.restaurantId))
    .where(after ? and(listedJobs, gt(jobs.id, after)) : listedJobs)
    .orderBy(asc(jobs.id))
    .limit(size);
}
type FeedRow = Awaited<ReturnType<typeof readBatch>>[number];

function jobElement(appUrl: string, job: FeedRow): string {
  const salary = salaryText(job.salary, job.salaryMax, job.payPeriod, job.currency);
  const optional = (name: string, value: string | null | undefined) =>
    value ? cdataElement(name, value) : '';
  return [
    '<job>',
    cdataElement('title', job.title),
    cdataElement('date', rfc822(job.publishedAt ?? job.updatedAt)),
    cdataElement('referencenumber', job.id),
    cdataElement('url', jobUrl(appUrl, job.id)),
    cdataElement('company', job.venueName),
    optional('companyurl', job.website),
    cdataElement('city', job.city),
    optional('country', job.country),
    optional('postalcode', job.postcode),
    optional('streetaddress', job.location),
    cdataElement('description', job.description),
    optional('salary', salary),
    optional('currency', job.currency),
    cdataElement('jobtype', jobTypes[job.employmentType]),
    optional('category', job.role),
    optional('expirationdate', job.validThrough ? rfc822(job.validThrough) : null),
    '</job>\n',
  ].join('');
}

/**
 * `/jobs.xml`: every listed job in the XML job feed format aggregators read (Indeed's
 * `<source><job>`), the description verbatim. Yields the document in pieces, a batch of jobs
 * at a time (walking the primary key), so 100,000 jobs never sit in memory at once.
 */
export async function* jobFeed(ctx: AppContext, batch = BATCH): AsyncGenerator<string> {
  const appUrl = ctx.config.APP_URL;
  yield `${XML_DECLARATION}<source>\n${element('publisher', 'Brigade')}${element('publisherurl', publicUrl(appUrl, '/'))}${element('lastBuildDate', rfc822(new Date()))}\n`;
  let after: string | null = null;
  for (;;) {
    const rows = await readBatch(ctx, after, batch);
    if (rows.length > 0) yield rows.map((row) => jobElement(appUrl, row)).join('');
    const last = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = last.id;
  }
  yield '</source>\n';
}
