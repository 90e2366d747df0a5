import type { TFunction } from '../../lib/translation/translate.ts';
import type { JobAlertQuery } from '@brigade/shared/jobs/job-alerts';
import { formatPay } from '@brigade/shared/money/format-pay';

/** The alert's minimum pay, with its currency when it has one ("£14.50"). */
function minPayText(amount: number, currency: string | null, language: string): string {
  const pay = formatPay({ salary: amount, salaryMax: null, currency }, language);
  return pay.kind === 'amount' ? pay.text : String(amount);
}

/** Alert names are at most 80 characters (the shared schema); a longer suggestion is cut. */
const nameMax = 80;

/**
 * The name suggested for a new alert, from its search: what (the words, else the role, else the
 * contract, else "Jobs") and where ("Line Cook in Manchester").
 */
export function suggestedAlertName(query: JobAlertQuery, t: TFunction): string {
  const what =
    query.q ??
    (query.role ? t(`jobBoard.roles.${query.role}`) : null) ??
    (query.employmentType ? t(`jobBoard.employmentTypes.${query.employmentType}`) : null) ??
    t('jobAlerts.defaultName.anyJob');
  const name = query.city ? t('jobAlerts.defaultName.inCity', { what, city: query.city }) : what;
  return name.slice(0, nameMax).trim();
}

/** One line saying what an alert watches: `“cocktails” · Bartender · Full-time · Leeds · …`. */
export function alertSummary(query: JobAlertQuery, t: TFunction, language: string): string {
  const parts = [
    query.q ? t('jobAlerts.summary.words', { q: query.q }) : null,
    query.role ? t(`jobBoard.roles.${query.role}`) : null,
    query.employmentType ? t(`jobBoard.employmentTypes.${query.employmentType}`) : null,
    query.city ?? null,
    query.minPay
      ? t('jobAlerts.summary.minPay', {
          pay: t(`jobBoard.pay.amount.${query.payPeriod ?? 'hour'}`, {
            amount: minPayText(Number(query.minPay), query.currency ?? null, language),
          }),
        })
      : null,
    query.minTotal
      ? t('jobAlerts.summary.minTotal', {
          amount: minPayText(Number(query.minTotal), query.currency ?? null, language),
        })
      : null,
    query.fits ? t('jobAlerts.summary.fits') : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

/** The Browse Jobs address of an alert's search. */
export function alertSearchPath(query: JobAlertQuery, jobsPath: string): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${jobsPath}?${search}` : jobsPath;
}
