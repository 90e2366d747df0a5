import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Mail, MapPin } from 'lucide-react';
import type { ApplicantView } from '@brigade/shared/applications/application-answers';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';

/** The person who applied, as the restaurant sees them: photo, name, headline, city, e-mail. */
export function ApplicantCard({ applicant }: { applicant: ApplicantView }) {
  const { t } = useTranslation('applications');
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        photoURL={applicant.photoURL}
        initial={Array.from(applicant.firstName || applicant.email)[0] ?? ''}
        alt={t('applications.applicant.photo', { name })}
        className="size-20 text-2xl"
      />
      <div className="min-w-0">
        <p className="text-xl font-semibold">{name}</p>
        {applicant.headline ? <p className="text-muted-foreground">{applicant.headline}</p> : null}
        <ul className="mt-2 grid gap-1 text-sm">
          {applicant.city ? (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {applicant.city}
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <a
              href={`mailto:${applicant.email}`}
              className="inline-flex min-h-11 min-w-0 items-center break-all underline underline-offset-4"
            >
              {applicant.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
