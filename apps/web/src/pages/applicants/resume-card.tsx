import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { MapPin, Star } from 'lucide-react';
import { clsx } from 'clsx';
import { paths } from '@brigade/shared/routes';
import type { ResumeCard as Card } from '@brigade/shared/resumes/resume-answers';
import { weekDays } from '@brigade/shared/resumes/resume-input';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { ApplicantFitText } from '../../features/applications/index.ts';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';

const shownSkills = 5;

/**
 * One visible resume in Browse Applicants; the name opens the whole resume. Fitted to one of
 * the restaurant's listings, it says how the availability covers that listing's shifts.
 */
export function ResumeCard({ resume }: { resume: Card }) {
  const { t } = useTranslation('applicants');
  const name = `${resume.firstName} ${resume.lastName}`.trim();
  const days = weekDays.filter((day) => (resume.availability[day] ?? []).length > 0);
  return (
    <li
      className={clsx(
        'relative flex gap-4 rounded-2xl border bg-card p-4 shadow-sm hover:border-primary/60 sm:p-5',
        resume.highlighted ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <UserAvatar
        photoURL={resume.photoURL}
        initial={Array.from(resume.firstName)[0] ?? ''}
        className="size-14 text-xl"
      />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold">
          <Link
            to={paths.applicantProfile(resume.id)}
            className="after:absolute after:inset-0 after:rounded-2xl"
          >
            {name}
          </Link>
        </h2>
        {resume.highlighted ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground">
            <Star aria-hidden="true" className="size-3.5" />
            {t('applicants.featured')}
          </p>
        ) : null}
        <p className="text-muted-foreground">{resume.headline}</p>
        {resume.city ? (
          <p className="mt-1 flex items-center gap-1 text-sm">
            <MapPin aria-hidden="true" className="size-4" />
            {resume.city}
          </p>
        ) : null}
        {resume.roles.length > 0 ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t('applicants.card.roles')}</span>{' '}
            {resume.roles.map((role) => t(`resume.roles.${role}`)).join(', ')}
          </p>
        ) : null}
        {resume.skills.length > 0 ? (
          <ul aria-label={t('applicants.card.skills')} className="mt-2 flex flex-wrap gap-1.5">
            {resume.skills.slice(0, shownSkills).map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-secondary px-2.5 py-0.5 text-sm text-secondary-foreground"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {days.length > 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('applicants.card.available', {
              days: days.map((day) => t(`resume.daysShort.${day}`)).join(', '),
            })}
          </p>
        ) : null}
        {resume.fit ? <ApplicantFitText fit={resume.fit} className="mt-2 text-sm" /> : null}
        {/* Above the card-wide link, so it stays a button of its own. */}
        <MessageButton
          recipientId={resume.applicantId}
          recipientName={name}
          className="relative z-10 mt-3"
        />
      </div>
    </li>
  );
}
