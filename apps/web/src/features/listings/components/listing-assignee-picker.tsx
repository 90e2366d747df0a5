import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import type { OrganisationMember } from '@brigade/shared/organisations/organisation-answers';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useJobWatchers } from '../api/job-watchers.ts';

/**
 * "Assign to": gives a listing to any member who works for its venue (the server checks it
 * again). A choice and a button rather than a select that acts on change: arrowing through a
 * closed select would reassign the listing at every step.
 */
export function ListingAssigneePicker({
  listing,
  candidates,
  me,
  onError,
}: {
  listing: ListingSummary;
  candidates: readonly OrganisationMember[];
  me: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('listings');
  const { assign } = useJobWatchers();
  const current = listing.assignee?.id ?? '';
  const [chosen, setChosen] = useState(current);
  const id = `assignee-${listing.id}`;
  const nameOf = (member: OrganisationMember) =>
    member.userId === me
      ? t('listings.watchers.meOption', { name: `${member.firstName} ${member.lastName}` })
      : `${member.firstName} ${member.lastName}`.trim();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('listings.watchers.assignToLabel', { title: listing.title })}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        className={`${inputClasses} w-auto max-w-full`}
      >
        {current === '' ? (
          <option value="" disabled>
            {t('listings.watchers.chooseMember')}
          </option>
        ) : null}
        {candidates.map((member) => (
          <option key={member.userId} value={member.userId}>
            {nameOf(member)}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        disabled={assign.isPending || chosen === '' || chosen === current}
        onClick={() => {
          const member = candidates.find((candidate) => candidate.userId === chosen);
          assign.mutate(
            { id: listing.id, assigneeId: chosen },
            {
              onSuccess: () =>
                toast({
                  title:
                    chosen === me
                      ? t('listings.watchers.assigned')
                      : t('listings.watchers.assignedTo', {
                          name: member ? `${member.firstName} ${member.lastName}`.trim() : '',
                        }),
                }),
              onError,
            },
          );
        }}
      >
        {t('listings.watchers.assign')}
      </Button>
    </div>
  );
}
