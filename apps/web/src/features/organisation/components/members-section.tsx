import { useState } from 'react';
import { Users } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type {
  OrganisationAnswer,
  OrganisationMember,
} from '@brigade/shared/organisations/organisation-answers';
import {
  memberChangeInput,
  type InvitableRole,
} from '@brigade/shared/organisations/organisation-input';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeMember, useRemoveMember } from '../api/organisation.ts';
import { HandOverButton } from './hand-over-button.tsx';
import { MemberAccessFields } from './member-access-fields.tsx';

/**
 * Members: each with their role and, for managers, their venues. Owners and admins change a
 * member's access or remove them (never the owner, never themselves: the server says the same);
 * the owner may hand the organisation to a member.
 */
export function MembersSection({
  organisation,
  myUserId,
}: {
  organisation: OrganisationAnswer;
  myUserId: string;
}) {
  const { t } = useTranslation('organisation');
  const manages = organisation.myRole !== 'manager';
  return (
    <section
      aria-labelledby="members-title"
      className="rounded-2xl border border-border p-5 sm:p-6"
    >
      <h2 id="members-title" className="flex items-center gap-2 text-xl font-semibold">
        <Users aria-hidden="true" className="size-5 text-primary" />
        {t('organisation.members.title')}
      </h2>
      <ul className="mt-4 grid gap-3">
        {organisation.members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            organisation={organisation}
            changeable={manages && member.role !== 'owner' && member.userId !== myUserId}
          />
        ))}
      </ul>
    </section>
  );
}

function MemberRow({
  member,
  organisation,
  changeable,
}: {
  member: OrganisationMember;
  organisation: OrganisationAnswer;
  changeable: boolean;
}) {
  const { t } = useTranslation('organisation');
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveMember();
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const venueNames = member.venueIds
    .map((id) => organisation.venues.find((venue) => venue.id === id)?.name)
    .filter(Boolean)
    .join(', ');
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <div>
        <p className="font-semibold">{name}</p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        <p className="text-sm">
          {t(`organisation.roles.${member.role}`)}
          {member.role === 'manager' && venueNames ? ` · ${venueNames}` : ''}
        </p>
      </div>
      {editing ? (
        <AccessForm member={member} organisation={organisation} onDone={() => setEditing(false)} />
      ) : changeable ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={t('organisation.members.changeLabel', { name })}
          >
            {t('organisation.members.change')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setRemoving(true)}
            aria-label={t('organisation.members.removeLabel', { name })}
          >
            {t('organisation.members.remove')}
          </Button>
          {organisation.myRole === 'owner' ? (
            <HandOverButton member={member} name={name} organisationName={organisation.name} />
          ) : null}
        </div>
      ) : null}
      {removing ? (
        <ConfirmDialog
          id={`remove-${member.id}`}
          title={t('organisation.members.removeTitle', { name })}
          description={t('organisation.members.removeBody')}
          dismissLabel={t('organisation.cancel')}
          confirmLabel={t('organisation.members.remove')}
          pendingLabel={t('organisation.members.removing')}
          destructive
          action={() => remove.mutateAsync(member.id)}
          onDone={() => {
            toast({ title: t('organisation.members.removed', { name }) });
            setRemoving(false);
          }}
          failureTitle={t('organisation.members.failed')}
          onOpenChange={setRemoving}
        />
      ) : null}
    </li>
  );
}

function AccessForm({
  member,
  organisation,
  onDone,
}: {
  member: OrganisationMember;
  organisation: OrganisationAnswer;
  onDone: () => void;
}) {
  const { t } = useTranslation('organisation');
  const change = useChangeMember();
  const [role, setRole] = useState<InvitableRole>(member.role === 'admin' ? 'admin' : 'manager');
  const [venueIds, setVenueIds] = useState(member.venueIds);
  const [venuesError, setVenuesError] = useState<string>();
  const save = () => {
    const parsed = memberChangeInput.safeParse({ role, venueIds });
    if (!parsed.success) {
      setVenuesError(parsed.error.issues[0]?.message);
      return;
    }
    change.mutate(
      { id: member.id, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('organisation.members.changed') });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('organisation.members.failed'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  };
  return (
    <div className="grid gap-4" aria-busy={change.isPending}>
      <MemberAccessFields
        idPrefix={`member-${member.id}`}
        role={role}
        venueIds={venueIds}
        venues={organisation.venues}
        venuesError={venuesError ? t(venuesError) : undefined}
        onRole={setRole}
        onVenues={setVenueIds}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={change.isPending}>
          {t('organisation.members.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('organisation.cancel')}
        </Button>
      </div>
    </div>
  );
}
