import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import { jobStatusMoves } from '@brigade/shared/jobs/job-options';
import { isExpired, listingLifetimeDays } from '@brigade/shared/jobs/listing-expiry';
import type { JobStatus } from '@brigade/shared/jobs/job-options';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { toastFailure } from '../../../lib/error-toast.ts';
import { toast } from '../../../lib/toast-store.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useChangeJobStatus } from '../api/change-job-status.ts';
import { useRenewJob } from '../api/renew-job.ts';
import { BoostButton } from './boost-button.tsx';

/** The label of a move: publishing a draft, closing, reopening. */
const moveLabel = (from: JobStatus, to: JobStatus) =>
  to === 'closed' ? 'close' : from === 'draft' ? 'publish' : 'reopen';

/**
 * What a restaurant can do with one listing: edit, the status moves allowed, renew (open and
 * expired listings: an expired one offers Renew in place of Reopen), its public page.
 */
export function ListingActions({ listing }: { listing: ListingSummary }) {
  const { t, i18n } = useTranslation('listings');
  const mutation = useChangeJobStatus();
  const renewal = useRenewJob();
  const expired = isExpired(listing);
  const renewable = !listing.removedAt && (listing.status === 'open' || expired);
  const renew = () =>
    renewal.mutate(listing.id, {
      onSuccess: (job) =>
        toast({
          title: t('listings.manage.moved.renewed', {
            title: job.title,
            date: job.validThrough ? formatDateTime(job.validThrough, i18n.language, true) : '',
          }),
        }),
      onError: (error) => toastFailure(t, t('listings.manage.moved.renewFailed'), error),
    });
  const moves = listing.removedAt || expired ? [] : jobStatusMoves[listing.status];
  const move = (status: JobStatus) =>
    mutation.mutate(
      { id: listing.id, status },
      {
        onSuccess: (job) =>
          toast({
            title: t(`listings.manage.moved.${status === 'closed' ? 'closed' : 'open'}`, {
              title: job.title,
            }),
          }),
        onError: (error) => toastFailure(t, t('listings.manage.moved.failed'), error),
      },
    );
  return (
    <div
      role="group"
      aria-label={t('listings.manage.actions.label', { title: listing.title })}
      className="flex flex-wrap gap-2"
    >
      {/* A listing Brigade removed is final: no edit, no reopening (the server refuses both). */}
      {listing.removedAt ? null : (
        <ButtonLink to={paths.restaurant.editListing(listing.id)} variant="outline">
          {t('listings.manage.actions.edit')}
        </ButtonLink>
      )}
      {renewable ? (
        <Button
          variant={expired ? 'primary' : 'outline'}
          disabled={renewal.isPending || mutation.isPending}
          aria-label={t('listings.manage.actions.renewLabel', {
            title: listing.title,
            days: listingLifetimeDays,
          })}
          onClick={renew}
        >
          {t('listings.manage.actions.renew')}
        </Button>
      ) : null}
      {listing.status === 'open' && !listing.removedAt && !listing.urgentUntil ? (
        <BoostButton listing={listing} />
      ) : null}
      {moves.map((status) => (
        <Button
          key={status}
          variant={status === 'closed' ? 'outline' : 'primary'}
          disabled={mutation.isPending || renewal.isPending}
          onClick={() => move(status)}
        >
          {t(`listings.manage.actions.${moveLabel(listing.status, status)}`)}
        </Button>
      ))}
      {listing.applications.total > 0 ? (
        <ButtonLink
          to={paths.restaurant.listingBoard(listing.id)}
          variant="outline"
          aria-label={t('listings.manage.actions.boardLabel', { title: listing.title })}
        >
          {t('listings.manage.actions.board')}
        </ButtonLink>
      ) : null}
      {listing.removedAt ? null : (
        <ButtonLink to={paths.job(listing.id)} variant="ghost">
          {t('listings.manage.actions.view')}
        </ButtonLink>
      )}
    </div>
  );
}
