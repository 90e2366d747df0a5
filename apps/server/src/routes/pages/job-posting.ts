/**
 * Google for Jobs' JobPosting (https://developers.google.com/search/docs/appearance/structured-data/job-posting)
 * for an open job: its required properties (title, description, datePosted, hiringOrganization,
 * jobLocation) and the recommended ones we hold (validThrough, employmentType, baseSalary,
 * identifier, directApply).
 */
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { EmploymentType, PayPeriod } from '@brigade/shared/jobs/job-options';
import { escapeHtml } from './escape-html.ts';

/** What the job's answer may not carry yet, read from its row and its venue's profile. */
export interface JobPostingFacts {
  validThrough: string | null;
  currency: string | null;
  /** The venue's country, ISO 3166-1 alpha-2. */
  country: string | null;
}

const employmentTypeNames: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  // Google's list has no "seasonal": a season's work is temporary.
  seasonal: 'TEMPORARY',
  temporary: 'TEMPORARY',
};

const unitTexts: Record<PayPeriod, string> = {
  hour: 'HOUR',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

/**
 * The plain-text description as the HTML Google accepts (p, ul, li, br only): blank lines part
 * paragraphs, lines starting with "-", "*" or "•" make a list, other line breaks stay breaks.
 * Everything is escaped, so no markup of the author's survives.
 */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      const bullet = /^[-*•]\s*/;
      if (lines.every((line) => bullet.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(bullet, ''))}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('');
}

function baseSalary(job: JobDetail, currency: string | null) {
  if (!currency || job.salary === null) return undefined;
  const unitText = unitTexts[job.payPeriod];
  const value =
    job.salaryMax !== null && job.salaryMax !== job.salary
      ? { '@type': 'QuantitativeValue', minValue: job.salary, maxValue: job.salaryMax, unitText }
      : { '@type': 'QuantitativeValue', value: job.salary, unitText };
  return { '@type': 'MonetaryAmount', currency, value };
}

/**
 * The JobPosting for an open job, as an object (see jsonLdScript for putting it in a page).
 * `benefits`: its perks in the page's language ("Paid breaks and staff meals"), if any.
 */
export function jobPosting(
  job: JobDetail,
  facts: JobPostingFacts,
  jobUrl: string,
  benefits?: string,
) {
  const salary = baseSalary(job, facts.currency);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    datePosted: job.publishedAt ?? job.createdAt,
    ...(facts.validThrough ? { validThrough: facts.validThrough } : {}),
    employmentType: employmentTypeNames[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.venue.name,
      ...(job.venue.website ? { sameAs: job.venue.website } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.location,
        addressLocality: job.city,
        ...(job.postcode ? { postalCode: job.postcode } : {}),
        ...(facts.country ? { addressCountry: facts.country } : {}),
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    ...(benefits ? { jobBenefits: benefits } : {}),
    identifier: { '@type': 'PropertyValue', name: 'Brigade', value: job.id },
    directApply: true,
    url: jobUrl,
  };
}

/** JSON-LD as a data block; `<` escaped so no text in it can end the element. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
