import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import {
  invitationInput,
  type InvitableRole,
} from '@brigade/shared/organisations/organisation-input';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { toastFailure } from '../../../lib/error-toast.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useInviteMember } from '../api/organisation.ts';
import { MemberAccessFields } from './member-access-fields.tsx';

/** "Invite a member": an address, a role and a manager's venues; the link goes by e-mail. */
export function InviteForm({ venues }: { venues: OrganisationVenue[] }) {
  const { t } = useTranslation('organisation');
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('manager');
  const [venueIds, setVenueIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ email?: string; venueIds?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationInput.safeParse({ email, role, venueIds });
    if (!parsed.success) {
      const field = (path: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === path)?.message;
      setErrors({ email: field('email'), venueIds: field('venueIds') });
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('organisation.invite.sent', { email: parsed.data.email }) });
        setEmail('');
        setVenueIds([]);
      },
      onError: (error) => toastFailure(t, t('organisation.invite.failed'), error),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={invite.isPending} className="mt-4 grid gap-4">
      <FormField
        id="invite-email"
        label={t('organisation.invite.email')}
        error={errors.email ? t(errors.email) : undefined}
      >
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <MemberAccessFields
        idPrefix="invite"
        role={role}
        venueIds={venueIds}
        venues={venues}
        venuesError={errors.venueIds ? t(errors.venueIds) : undefined}
        onRole={setRole}
        onVenues={setVenueIds}
      />
      <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
        {invite.isPending ? t('organisation.invite.sending') : t('organisation.invite.send')}
      </Button>
    </form>
  );
}
