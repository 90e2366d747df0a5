import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { BadgeCheck, Download, FileText } from 'lucide-react';
import type {
  CertificationView,
  ResumeView as Resume,
} from '@brigade/shared/resumes/resume-answers';
import { dayParts, weekDays } from '@brigade/shared/resumes/resume-input';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { formatFileSize } from '../format-file-size.ts';
import { formatMonth } from '../format-month.ts';
import { certificateTitle } from '../certificate-title.ts';
import { CertificateStateText } from './certificate-state-text.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </div>
  );
}

function Tags({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A whole resume, read-only, as a restaurant reads it (Browse Applicants, an application): every
 * section that has something in it, the CV download, and each certificate's document for the
 * venues allowed to open it, with a venue's check when one stands. Headings speak of the
 * applicant, not to them (the form's "Roles you are looking for" reads as "Roles they are
 * looking for" here).
 */
export function ResumeView({
  resume,
  certificateAction,
}: {
  resume: Resume;
  /** What the reader may do with a certificate (a venue marks it checked), under it. */
  certificateAction?: (certificate: CertificationView, title: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('resume');
  const locale = i18n.language;
  const availableDays = weekDays.filter((day) => (resume.availability[day] ?? []).length > 0);
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-lg font-semibold">{resume.headline}</p>
        {resume.summary ? <p className="mt-2 whitespace-pre-line">{resume.summary}</p> : null}
      </div>
      {resume.roles.length > 0 ? (
        <Part title={t('resume.view.roles')}>
          <Tags
            label={t('resume.view.roles')}
            items={resume.roles.map((role) => t(`resume.roles.${role}`))}
          />
        </Part>
      ) : null}
      <Part title={t('resume.sections.experience')}>
        {resume.experience.length === 0 ? (
          <p className="text-muted-foreground">{t('resume.view.noExperience')}</p>
        ) : (
          <ol className="grid gap-4">
            {resume.experience.map((entry, index) => (
              <li key={`${entry.venue}-${entry.from}-${index}`}>
                <p className="font-semibold">
                  {t('resume.view.roleAt', { role: entry.role, venue: entry.venue })}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatMonth(entry.from, locale)} –{' '}
                  {entry.to ? formatMonth(entry.to, locale) : t('resume.view.present')}
                </p>
                {entry.description ? (
                  <p className="mt-1 whitespace-pre-line">{entry.description}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Part>
      {resume.skills.length > 0 ? (
        <Part title={t('resume.fields.skills')}>
          <Tags label={t('resume.fields.skills')} items={resume.skills} />
        </Part>
      ) : null}
      {resume.languages.length > 0 ? (
        <Part title={t('resume.fields.languages')}>
          <Tags label={t('resume.fields.languages')} items={resume.languages} />
        </Part>
      ) : null}
      {resume.certifications.length > 0 ? (
        <Part title={t('resume.sections.certifications')}>
          <ul className="grid gap-1">
            {resume.certifications.map((certification, index) => {
              const title = certificateTitle(certification, (kind) =>
                t(`resume.certificateKinds.${kind}`),
              );
              return (
                <li key={certification.id || `${certification.kind}-${index}`}>
                  <span className="font-medium">{title}</span>
                  {' · '}
                  <CertificateStateText expiresOn={certification.expiresOn} />
                  {certification.checkedAt ? (
                    <span className="ms-2 inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-sm text-secondary-foreground">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      {t('resume.view.checkedByVenue')}
                    </span>
                  ) : null}
                  {certification.document ? (
                    <div>
                      <a
                        href={certification.document.downloadUrl}
                        className="inline-flex min-h-11 items-center gap-1 underline underline-offset-4"
                        aria-label={t('resume.view.viewDocumentOf', { certificate: title })}
                      >
                        <FileText aria-hidden="true" className="size-4" />
                        {t('resume.view.viewDocument')}
                      </a>
                    </div>
                  ) : null}
                  {certificateAction?.(certification, title)}
                </li>
              );
            })}
          </ul>
        </Part>
      ) : null}
      <Part title={t('resume.sections.availability')}>
        {availableDays.length === 0 ? (
          <p className="text-muted-foreground">{t('resume.view.noAvailability')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {availableDays.map((day) => (
              <div key={day} className="contents">
                <dt className="font-medium">{t(`resume.days.${day}`)}</dt>
                <dd>
                  {dayParts
                    .filter((part) => resume.availability[day]?.includes(part))
                    .map((part) => t(`resume.dayParts.${part}`))
                    .join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Part>
      <Part title={t('resume.sections.cv')}>
        {resume.cv ? (
          <div>
            <a href={resume.cv.url} download className={buttonClasses('outline', 'md')}>
              <Download aria-hidden="true" className="size-4" />
              {t('resume.view.downloadCv', { name: resume.cv.fileName })}
            </a>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatFileSize(resume.cv.fileSize, locale)}
            </p>
          </div>
        ) : (
          <p className="text-muted-foreground">{t('resume.view.noCv')}</p>
        )}
      </Part>
    </div>
  );
}
