import { useState } from 'react';
import { Store } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type {
  OrganisationAnswer,
  OrganisationVenue,
} from '@brigade/shared/organisations/organisation-answers';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { toastFailure } from '../../../lib/error-toast.ts';
import { useArchiveVenue } from '../api/organisation.ts';
import { VenueForm } from './venue-form.tsx';
import { VenueLogoField } from './venue-logo-field.tsx';

/** Venues: each with its city and state; owners and admins add, edit, archive and restore. */
export function VenuesSection({ organisation }: { organisation: OrganisationAnswer }) {
  const { t } = useTranslation('organisation');
  const [editing, setEditing] = useState<OrganisationVenue | 'new' | null>(null);
  const manages = organisation.myRole !== 'manager';
  return (
    <section aria-labelledby="venues-title" className="rounded-2xl border border-border p-5 sm:p-6">
      <h2 id="venues-title" className="flex items-center gap-2 text-xl font-semibold">
        <Store aria-hidden="true" className="size-5 text-primary" />
        {t('organisation.venues.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('organisation.venues.body')}</p>
      <ul className="mt-4 grid gap-3">
        {organisation.venues.map((venue) =>
          editing !== 'new' && editing?.id === venue.id ? (
            <li key={venue.id}>
              <VenueLogoField venue={venue} />
              <VenueForm venue={venue} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <VenueRow
              key={venue.id}
              venue={venue}
              manages={manages}
              onEdit={() => setEditing(venue)}
            />
          ),
        )}
      </ul>
      {!manages ? null : editing === 'new' ? (
        <div className="mt-4">
          <VenueForm venue={null} onDone={() => setEditing(null)} />
        </div>
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setEditing('new')}>
          {t('organisation.venues.add')}
        </Button>
      )}
    </section>
  );
}

function VenueRow({
  venue,
  manages,
  onEdit,
}: {
  venue: OrganisationVenue;
  manages: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('organisation');
  const archive = useArchiveVenue();
  const [confirming, setConfirming] = useState(false);
  const name = venue.name || t('organisation.venues.unnamed');
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3 sm:flex sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">
          {name}
          {venue.archived ? (
            <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              {t('organisation.venues.archived')}
            </span>
          ) : null}
        </p>
        {venue.city ? <p className="text-sm text-muted-foreground">{venue.city}</p> : null}
      </div>
      {manages ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={onEdit}
            aria-label={t('organisation.venues.editLabel', { name })}
          >
            {t('organisation.venues.edit')}
          </Button>
          {venue.archived ? (
            <Button
              variant="ghost"
              disabled={archive.isPending}
              aria-label={t('organisation.venues.restoreLabel', { name })}
              onClick={() =>
                archive.mutate(
                  { id: venue.id, archived: false },
                  {
                    onSuccess: () => toast({ title: t('organisation.venues.restored') }),
                    onError: (error) => toastFailure(t, t('organisation.venues.failed'), error),
                  },
                )
              }
            >
              {t('organisation.venues.restore')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              aria-label={t('organisation.venues.archiveLabel', { name })}
              onClick={() => setConfirming(true)}
            >
              {t('organisation.venues.archive')}
            </Button>
          )}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          id={`archive-${venue.id}`}
          title={t('organisation.venues.archiveTitle', { name })}
          description={t('organisation.venues.archiveBody')}
          dismissLabel={t('organisation.cancel')}
          confirmLabel={t('organisation.venues.archive')}
          pendingLabel={t('organisation.venues.archiving')}
          destructive
          action={() => archive.mutateAsync({ id: venue.id, archived: true })}
          onDone={() => {
            toast({ title: t('organisation.venues.archivedToast') });
            setConfirming(false);
          }}
          failureTitle={t('organisation.venues.failed')}
          onOpenChange={setConfirming}
        />
      ) : null}
    </li>
  );
}
