import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { countryTimeZones, defaultTimeZoneFor } from '@brigade/shared/country-time-zones';
import type { Country } from '@brigade/shared/money/countries';
import { profileInput } from '@brigade/shared/profile';
import type { ProfileAnswer, ProfileInput } from '@brigade/shared/profile';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { textFieldSpecs } from '../profile-field-specs.ts';
import { profileFormValues, roleFieldsOf, visibleFields } from '../profile-form-values.ts';
import type { ProfileFieldName, ProfileFormValues } from '../profile-form-values.ts';
import { BioField } from './bio-field.tsx';
import { ProfilePictureField } from './profile-picture-field.tsx';
import { ProfileTextField } from './profile-text-field.tsx';
import { VenueTypeField } from './venue-type-field.tsx';
import { CountryField, CurrencyField } from './venue-money-fields.tsx';
import { VenueTimeZoneField } from './venue-time-zone-field.tsx';

const alertId = 'profile-alert';
const resolver = zodResolver(profileInput);

/**
 * Edit Profile's form: the shared schema judges it in the browser and again on the server; the
 * server's field errors go under their fields and what was typed stays. A save shows a toast and
 * the stored values (the phone, for one, comes back as digits and plus only).
 */
export function ProfileForm({
  profile,
  kind = profile.userType,
}: {
  profile: ProfileAnswer['profile'];
  /** What the profile is about (a team member edits their own details only). */
  kind?: ProfileAnswer['kind'];
}) {
  const { t, i18n } = useTranslation('profile');
  const mutation = useUpdateProfile();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, getValues, reset, control, formState } =
    useForm<ProfileFormValues, unknown, ProfileInput>({
      resolver,
      defaultValues: profileFormValues(profile),
    });
  const roleFields = roleFieldsOf(kind);

  const errorText = (name: ProfileFieldName) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  // A new country brings its one clock; with several, a zone of another country is cleared so the
  // venue chooses among its own (offered first).
  const zoneFor = (country: Country) => {
    const current = getValues('timeZone') ?? '';
    const own: readonly string[] = countryTimeZones[country];
    return defaultTimeZoneFor(country) ?? (own.includes(current) ? current : '');
  };

  const renderField = (name: ProfileFieldName) => {
    if (name === 'bio') {
      return (
        <BioField
          key={name}
          control={control}
          registration={register(name)}
          error={errorText(name)}
        />
      );
    }
    if (name === 'venueType') {
      return <VenueTypeField key={name} registration={register(name)} error={errorText(name)} />;
    }
    if (name === 'country') {
      return (
        <CountryField
          key={name}
          registration={register(name)}
          error={errorText(name)}
          onCurrency={(currency) => setValue('currency', currency, { shouldDirty: true })}
          onCountry={(country) => setValue('timeZone', zoneFor(country), { shouldDirty: true })}
        />
      );
    }
    if (name === 'timeZone') {
      return <VenueTimeZoneField key={name} control={control} error={errorText(name)} />;
    }
    if (name === 'currency') {
      return <CurrencyField key={name} registration={register(name)} error={errorText(name)} />;
    }
    const spec = textFieldSpecs[name];
    if (!spec) return null;
    const { hint, ...box } = spec;
    return (
      <ProfileTextField
        key={name}
        id={`profile-${name}`}
        label={t(`profile.fields.${name}`)}
        hint={hint ? t(`profile.hints.${name}`) : undefined}
        registration={register(name)}
        error={errorText(name)}
        {...box}
      />
    );
  };

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    mutation.mutate(values, {
      onSuccess: (answer) => {
        reset(profileFormValues(answer.profile));
        toast({ title: t('profile.saved.title'), description: t('profile.saved.description') });
      },
      onError: (error) => {
        const shown = visibleFields(kind);
        if (applyFieldErrors(error, setError, shown, (key) => i18n.exists(key))) return;
        setAlertKey(errorMessageKey(error));
      },
    });
  });

  return (
    <form
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-8"
    >
      {/* The picture saves on its own, through the upload route, not with this form's Save. */}
      <ProfilePictureField />
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-semibold">{t('profile.sections.personal')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {renderField('firstName')}
          {renderField('lastName')}
        </div>
        {renderField('phone')}
        {renderField('bio')}
      </fieldset>
      {roleFields.length > 0 ? (
        <fieldset className="grid gap-5">
          <legend className="mb-4 text-xl font-semibold">
            {t(`profile.sections.${profile.userType}`)}
          </legend>
          {roleFields.map(renderField)}
        </fieldset>
      ) : null}
      <FormFooter
        alertId={alertId}
        message={alertKey ? t(alertKey) : null}
        pending={mutation.isPending}
        label={t('profile.edit.save')}
        pendingLabel={t('profile.edit.saving')}
      />
    </form>
  );
}
