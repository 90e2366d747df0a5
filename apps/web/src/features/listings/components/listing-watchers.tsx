import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useOrganisation } from '../../organisation/index.ts';
import { useSession } from '../../session/index.ts';
import { useJobWatchers } from '../api/job-watchers.ts';
import { ListingAssigneePicker } from './listing-assignee-picker.tsx';

/**
 * Who looks after a listing (teams): its assignee, "Assign to" any member who works for its venue
 * ("Assign to me" when nobody else does), and "Follow" — the assignee and followers hear of its
 * applications; with nobody assigned, the organisation's owner does.
 */
export function ListingWatchers({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('listings');
  const session = useSession();
  const { follow, assign } = useJobWatchers();
  const organisation = useOrganisation();
  const me = session.status === 'signed-in' ? session.user.id : null;
  if (listing.removedAt || !me) return null;
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('listings.watchers.failed'),
      description: t(errorMessageKey(error)),
    });
  const mine = listing.assignee?.id === me;
  // Who may look after it: the owner and admins, and the managers of its venue.
  const candidates = (organisation.data?.members ?? []).filter(
    (member) => member.role !== 'manager' || member.venueIds.includes(listing.venueId),
  );
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">
        {listing.assignee
          ? t('listings.watchers.assignee', {
              name: mine ? t('listings.watchers.you') : listing.assignee.name,
            })
          : t('listings.watchers.unassigned')}
      </span>
      {candidates.length > 1 ? (
        <ListingAssigneePicker
          // A new assignee from the server starts the choice afresh.
          key={listing.assignee?.id ?? ''}
          listing={listing}
          candidates={candidates}
          me={me}
          onError={failed}
        />
      ) : mine ? null : (
        <Button
          variant="ghost"
          disabled={assign.isPending}
          aria-label={t('listings.watchers.assignLabel', { title: listing.title })}
          onClick={() =>
            assign.mutate(
              { id: listing.id, assigneeId: me },
              {
                onSuccess: () => toast({ title: t('listings.watchers.assigned') }),
                onError: failed,
              },
            )
          }
        >
          {t('listings.watchers.assignToMe')}
        </Button>
      )}
      {/* One label, its state in aria-pressed and the outline (a name that changed would not
          match what a voice user says). */}
      <Button
        variant={listing.following ? 'outline' : 'ghost'}
        aria-pressed={listing.following}
        disabled={follow.isPending}
        aria-label={t('listings.watchers.followLabel', { title: listing.title })}
        onClick={() =>
          follow.mutate(
            { id: listing.id, following: !listing.following },
            {
              onSuccess: () =>
                toast({
                  title: t(
                    listing.following
                      ? 'listings.watchers.unfollowed'
                      : 'listings.watchers.followed',
                  ),
                }),
              onError: failed,
            },
          )
        }
      >
        {listing.following ? <Check aria-hidden="true" className="size-4" /> : null}
        {t('listings.watchers.follow')}
      </Button>
    </div>
  );
}
