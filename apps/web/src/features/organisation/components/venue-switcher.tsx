import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

/**
 * The venue a page works for, shown only to a member with several (Post a Job, Manage
 * Listings): `allLabel` adds a choice of every venue at once.
 */
export function VenueSwitcher({
  id,
  venues,
  value,
  onChange,
  allLabel,
}: {
  id: string;
  venues: OrganisationVenue[];
  value: string;
  onChange: (venueId: string) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation('organisation');
  if (venues.length < 2) return null;
  return (
    <div className="mb-6 max-w-sm">
      <FormField id={id} label={t('organisation.venues.switcher')}>
        {(props) => (
          <select
            {...props}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClasses}
          >
            {allLabel ? <option value="">{allLabel}</option> : null}
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name || t('organisation.venues.unnamed')}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
