import { ArrowRight, ExternalLink, MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Link } from 'react-router';
import type { JobVenue } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';
import { JobDetailsSection } from './job-details-section.tsx';
import { JobText } from './job-text.tsx';
import { VenueResponsivenessText } from './venue-responsiveness-text.tsx';

/**
 * The venue behind the job: photo, name, type, city, how it answers applicants, website and its
 * own description; on a job's page, the way to the venue's page and its other jobs.
 */
export function VenueCard({
  venue,
  linkToVenue = false,
}: {
  venue: JobVenue;
  linkToVenue?: boolean;
}) {
  const { t } = useTranslation('jobBoard');
  return (
    <JobDetailsSection id="job-venue" title={t('jobBoard.job.venue')}>
      {venue.photoURL ? (
        <img
          src={venue.photoURL}
          alt={t('jobBoard.job.venuePhoto', { venue: venue.name })}
          className="mb-4 aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="text-lg font-semibold">{venue.name}</p>
      {venue.venueType ? (
        <p className="text-muted-foreground">{t(`profile.venueTypes.${venue.venueType}`)}</p>
      ) : null}
      {venue.city ? (
        <p className="mt-2 flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {venue.city}
        </p>
      ) : null}
      <VenueResponsivenessText responsiveness={venue.responsiveness} />
      {venue.website ? (
        <a
          href={venue.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium break-all underline underline-offset-4"
        >
          {t('jobBoard.job.website')}
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        </a>
      ) : null}
      {venue.description ? (
        <div className="mt-3 text-muted-foreground">
          <JobText text={venue.description} />
        </div>
      ) : null}
      {linkToVenue ? (
        <Link
          to={paths.venue(venue.restaurantId)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium underline underline-offset-4"
        >
          {t('jobBoard.job.venueJobs', { venue: venue.name })}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      ) : null}
    </JobDetailsSection>
  );
}
