import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import type { InvitableRole } from '@brigade/shared/organisations/organisation-input';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

/**
 * A member's role and, for a manager, the venues they work for: shared by the invitation form
 * and the change of a member's access.
 */
export function MemberAccessFields({
  idPrefix,
  role,
  venueIds,
  venues,
  venuesError,
  onRole,
  onVenues,
}: {
  idPrefix: string;
  role: InvitableRole;
  venueIds: string[];
  venues: OrganisationVenue[];
  /** Already translated. */
  venuesError?: string;
  onRole: (role: InvitableRole) => void;
  onVenues: (venueIds: string[]) => void;
}) {
  const { t } = useTranslation('organisation');
  const open = venues.filter((venue) => !venue.archived);
  return (
    <>
      <FormField
        id={`${idPrefix}-role`}
        label={t('organisation.members.role')}
        hint={t(`organisation.roles.${role}Hint`)}
      >
        {(props) => (
          <select
            {...props}
            value={role}
            onChange={(event) => onRole(event.target.value as InvitableRole)}
            className={inputClasses}
          >
            <option value="manager">{t('organisation.roles.manager')}</option>
            <option value="admin">{t('organisation.roles.admin')}</option>
          </select>
        )}
      </FormField>
      {role === 'manager' ? (
        <fieldset
          className="grid gap-1.5"
          aria-describedby={venuesError ? `${idPrefix}-venues-error` : undefined}
        >
          <legend className="text-sm font-semibold">{t('organisation.members.venues')}</legend>
          {open.map((venue) => (
            <label key={venue.id} className="flex min-h-11 items-center gap-3 text-base">
              <input
                type="checkbox"
                checked={venueIds.includes(venue.id)}
                onChange={(event) =>
                  onVenues(
                    event.target.checked
                      ? [...venueIds, venue.id]
                      : venueIds.filter((id) => id !== venue.id),
                  )
                }
                className="size-5 shrink-0 accent-primary"
              />
              {venue.name || t('organisation.venues.unnamed')}
            </label>
          ))}
          {venuesError ? (
            <p id={`${idPrefix}-venues-error`} className="text-sm font-medium text-destructive">
              {venuesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
