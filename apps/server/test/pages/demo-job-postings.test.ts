import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { jobCreateInput } from '@brigade/shared/jobs/job-requests';
import { profileInput } from '@brigade/shared/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import { createJob } from '../../src/services/jobs/create-job.ts';
import { saveProfile } from '../../src/services/profiles/profile-service.ts';
import { buildUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Every demo job's page checked against Google's JobPosting rules
 * (developers.google.com/search/docs/appearance/structured-data/job-posting) twice: by the
 * independent @adobe/structured-data-validator (its Google rich-result rules, which run offline;
 * only its schema.org vocabulary check would need the network), and by our own reading of those
 * rules written out below, which also checks what it does not (description tags, unitText, …).
 */
const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const unitTexts = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isOneOf = (list: string[], value: unknown) =>
  typeof value === 'string' && list.includes(value);

/** The parts of a JSON-LD JobPosting the checks read; any of them may be missing from a page. */
interface Posting {
  '@context'?: unknown;
  '@type'?: unknown;
  title?: unknown;
  description?: unknown;
  datePosted?: unknown;
  validThrough?: unknown;
  employmentType?: unknown;
  directApply?: unknown;
  hiringOrganization?: { '@type'?: unknown; name?: unknown };
  jobLocation?: {
    '@type'?: unknown;
    address?: {
      '@type'?: unknown;
      addressCountry?: string;
      streetAddress?: unknown;
      addressLocality?: unknown;
      postalCode?: unknown;
    };
  };
  identifier?: { '@type'?: unknown; name?: unknown; value?: unknown };
  baseSalary?: {
    '@type'?: unknown;
    currency?: string;
    value?: {
      '@type'?: unknown;
      unitText?: unknown;
      value?: unknown;
      minValue?: unknown;
      maxValue?: unknown;
    };
  };
}

/** What Google would report about a JobPosting: errors (required) and warnings (recommended). */
function googleIssues(posting: Posting): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const need = (ok: boolean, what: string) => ok || errors.push(what);
  const want = (ok: boolean, what: string) => ok || warnings.push(what);
  need(posting['@context'] === 'https://schema.org/', '@context');
  need(posting['@type'] === 'JobPosting', '@type');
  need(isText(posting.title), 'title');
  need(isText(posting.description), 'description');
  // Only these tags, and nothing that is not a tag's own markup.
  need(
    typeof posting.description === 'string' &&
      [...posting.description.matchAll(/<\/?([a-z]+)[^>]*>/g)].every(([, tag]) =>
        ['p', 'ul', 'li', 'br'].includes(tag ?? ''),
      ),
    'description tags',
  );
  need(isDate(posting.datePosted), 'datePosted');
  need(
    posting.hiringOrganization?.['@type'] === 'Organization' &&
      isText(posting.hiringOrganization?.name),
    'hiringOrganization',
  );
  const address = posting.jobLocation?.address;
  need(posting.jobLocation?.['@type'] === 'Place', 'jobLocation');
  need(address?.['@type'] === 'PostalAddress', 'jobLocation.address');
  need(/^[A-Z]{2}$/.test(address?.addressCountry ?? ''), 'jobLocation.address.addressCountry');
  want(isText(address?.streetAddress), 'streetAddress');
  want(isText(address?.addressLocality), 'addressLocality');
  want(isText(address?.postalCode), 'postalCode');
  want(
    isDate(posting.validThrough) &&
      isDate(posting.datePosted) &&
      Date.parse(posting.validThrough) > Date.parse(posting.datePosted),
    'validThrough',
  );
  want(isOneOf(employmentTypes, posting.employmentType), 'employmentType');
  want(posting.directApply === true, 'directApply');
  want(
    posting.identifier?.['@type'] === 'PropertyValue' &&
      isText(posting.identifier?.name) &&
      isText(posting.identifier?.value),
    'identifier',
  );
  const salary = posting.baseSalary;
  const value = salary?.value;
  want(salary !== undefined, 'baseSalary');
  if (salary !== undefined) {
    need(salary['@type'] === 'MonetaryAmount', 'baseSalary.@type');
    need(/^[A-Z]{3}$/.test(salary.currency ?? ''), 'baseSalary.currency');
    need(value?.['@type'] === 'QuantitativeValue', 'baseSalary.value');
    need(isOneOf(unitTexts, value?.unitText), 'baseSalary.value.unitText');
    const { minValue, maxValue } = value ?? {};
    need(
      typeof value?.value === 'number' ||
        (typeof minValue === 'number' && typeof maxValue === 'number' && minValue <= maxValue),
      'baseSalary amount',
    );
  }
  return { errors, warnings };
}

// The demo data (scripts/demo) belongs to the tools' project, which builds on this one: read at
// run time, typed here as far as this test needs.
interface DemoVenue {
  key: string;
  description: string;
  address: string;
  city: string;
  postcode: string;
}
interface DemoJob {
  venue: string;
  title: string;
  status?: 'draft' | 'closed';
}
const demoDataUrl = new URL('../../../../scripts/demo/demo-data.ts', import.meta.url).href;
const { demoJobs, demoVenues } = (await import(demoDataUrl)) as {
  demoJobs: DemoJob[];
  demoVenues: DemoVenue[];
};

const dist = await mkdtemp(join(tmpdir(), 'brigade-ssr-demo-'));
const stubRenderer = `
export function pageData(pathname) {
  const id = pathname.split('/')[2];
  return { page: 'job', id, queries: [{ kind: 'job', id, queryKey: ['jobs', 'detail', id] }] };
}
export async function renderPage() { return { html: '', state: '{}' }; }`;

describe('the JobPosting of every demo job', () => {
  beforeAll(async () => {
    await writeFile(
      join(dist, 'index.html'),
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    await mkdir(`${dist}-ssr`);
    await writeFile(join(`${dist}-ssr`, 'entry-server.js'), stubRenderer);
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
    await rm(`${dist}-ssr`, { recursive: true, force: true });
  });
  const t = useTestApp({ webDist: dist });
  const created: { id: string; title: string; status: string }[] = [];

  beforeAll(async () => {
    for (const venue of demoVenues) {
      const restaurant = await buildUser(t, { userType: 'restaurant' });
      const { key: _key, description, ...fields } = venue;
      await saveProfile(
        t.ctx,
        restaurant,
        profileInput.parse({ ...fields, venueDescription: description }),
      );
      for (const { venue: key, status, ...job } of demoJobs.filter(
        (job) => job.venue === venue.key,
      )) {
        if (key !== venue.key || status === 'draft') continue;
        const input = jobCreateInput.parse({
          ...job,
          location: venue.address,
          city: venue.city,
          postcode: venue.postcode,
          publish: true,
        });
        const { id } = await createJob(t.ctx, restaurant, input);
        if (status === 'closed') await changeJobStatus(t.ctx, restaurant, id, 'closed');
        created.push({ id, title: job.title, status: status ?? 'open' });
      }
    }
  }, 120_000);

  it('has exactly one valid JobPosting for each open job and none for a closed one', async () => {
    expect(created.filter((job) => job.status === 'open').length).toBeGreaterThan(10);
    for (const job of created) {
      const response = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
      expect(response.statusCode, job.title).toBe(200);
      const blocks = [
        ...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1] ?? '') as Posting);
      if (job.status !== 'open') {
        expect(blocks, job.title).toEqual([]);
        continue;
      }
      expect(blocks, job.title).toHaveLength(1);
      const [posting] = blocks as [Posting];
      expect(posting.title).toBe(job.title);
      // Demo pay is given in every venue's currency, so nothing recommended is missing either.
      expect(googleIssues(posting), job.title).toEqual({ errors: [], warnings: [] });
    }
  });

  it('passes the independent validator on every open job page, with nothing missing', async () => {
    const open = created.filter((job) => job.status === 'open');
    expect(open.length).toBeGreaterThan(10);
    const validator = new Validator();
    for (const job of open) {
      const response = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
      const extracted = new WebAutoExtractor({
        addLocation: true,
        embedSource: ['rdfa', 'microdata'],
      }).parse(response.body);
      expect(Object.keys(extracted.jsonld), job.title).toEqual(['JobPosting']);
      const issues = await validator.validate(extracted);
      const found = issues
        .filter(
          ({ severity, fieldNames = [] }) =>
            // Google recommends these two only for remote work ("If applicable": jobLocationType
            // has the one value TELECOMMUTE, applicantLocationRequirements says where a remote
            // worker may live). Every Brigade job is done at its venue, given in jobLocation, so
            // neither can be true of it; the validator asks for them on every posting.
            !(
              severity === 'WARNING' &&
              fieldNames.length === 1 &&
              ['jobLocationType', 'applicantLocationRequirements'].includes(fieldNames[0] ?? '')
            ),
        )
        .map(({ severity, issueMessage }) => `${severity}: ${issueMessage}`);
      expect(found, job.title).toEqual([]);
    }
    // And the validator does fail a posting that lacks what Google requires.
    const broken = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Chef',
    })}</script>`;
    const issues = await validator.validate(new WebAutoExtractor().parse(broken));
    expect(issues.filter(({ severity }) => severity === 'ERROR').map((i) => i.fieldNames)).toEqual([
      ['description'],
      ['datePosted'],
      ['hiringOrganization'],
      ['jobLocation'],
    ]);
  });

  it('reports what Google would (the checker itself)', () => {
    expect(
      googleIssues({ '@context': 'https://schema.org/', '@type': 'JobPosting' }).errors,
    ).toEqual([
      'title',
      'description',
      'description tags',
      'datePosted',
      'hiringOrganization',
      'jobLocation',
      'jobLocation.address',
      'jobLocation.address.addressCountry',
    ]);
    expect(googleIssues({ description: '<p>ok</p><script>x</script>' }).errors).toContain(
      'description tags',
    );
  });
});
