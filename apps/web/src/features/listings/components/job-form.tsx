import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobInput, jobLimits, jobPublishInput } from '@brigade/shared/jobs/job-input';
import type { JobFormValues, JobInput } from '@brigade/shared/jobs/job-input';
import { employmentTypes, jobRoles } from '@brigade/shared/jobs/job-options';
import { jobPublishInputInEu, payNeededToPublish } from '@brigade/shared/jobs/pay-transparency';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorLink, errorMessageKey } from '../../../lib/api-error.ts';
import { useProfile } from '../../profile/index.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { dateFromText, jobFieldNames } from '../job-form-values.ts';
import { ChoiceField } from './choice-field.tsx';
import { DescriptionField } from './description-field.tsx';
import { HoursFields } from './hours-fields.tsx';
import { ListingField } from './listing-field.tsx';
import { PayFields } from './pay-fields.tsx';
import { TotalPayPreview } from './total-pay-preview.tsx';
import { RequirementsField } from './requirements-field.tsx';
import { RequiredCertificatesField } from './required-certificates-field.tsx';

const resolver = zodResolver(jobInput);
/** Publishing (and saving an open job) also needs the hours a week, and in the EU the pay. */
const publishResolver = zodResolver(jobPublishInput);
const publishInEuResolver = zodResolver(jobPublishInputInEu);
const alertId = 'listing-alert';

interface JobFormProps {
  defaultValues: DefaultValues<JobFormValues>;
  /** A new job offers "Publish now" and "Save as draft"; an existing one "Save changes". */
  mode: 'create' | 'edit';
  /** Sends the checked values; `publish` only matters for a new job. Rejects with the API's error. */
  save: (values: JobInput, publish: boolean) => Promise<unknown>;
  /** Editing an open job: its hours a week stay required, as they were to publish it. */
  hoursRequired?: boolean;
}

/**
 * Post a Job's form (and its edit): the shared `jobInput` schema judges it in the browser and
 * again on the server; the server's field errors go under their fields, anything else into the
 * alert (with the way to Edit Profile when the venue has no name yet). What was typed stays.
 */
export function JobForm({ defaultValues, mode, save, hoursRequired = false }: JobFormProps) {
  const { t, i18n } = useTranslation('listings');
  const [pending, setPending] = useState<'publish' | 'draft' | null>(null);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const [alertLink, setAlertLink] = useState<ReturnType<typeof errorLink>>(undefined);
  // Which rules the last submit asked for: "Publish now" needs the hours, "Save as draft" not.
  const publishing = useRef(false);
  // The server judges the pay rule by the venue's country too; until the profile has loaded,
  // the form lets the server say so.
  const inEu = payNeededToPublish(useProfile().data?.profile.country);
  const chooseResolver: Resolver<JobFormValues, unknown, JobInput> = (...args) =>
    (publishing.current ? (inEu ? publishInEuResolver : publishResolver) : resolver)(...args);
  const { register, handleSubmit, setError, getFieldState, control, formState } = useForm<
    JobFormValues,
    unknown,
    JobInput
  >({ resolver: chooseResolver, defaultValues });

  const errorText = (name: FieldPath<JobFormValues>) => {
    const message = getFieldState(name, formState).error?.message;
    return message ? t(message) : undefined;
  };

  const submit = (publish: boolean) => {
    publishing.current = mode === 'create' ? publish : hoursRequired;
    return handleSubmit(async (values) => {
      setAlertKey(null);
      setPending(publish ? 'publish' : 'draft');
      try {
        await save(values, publish);
      } catch (error) {
        if (applyFieldErrors(error, setError, jobFieldNames, (key) => i18n.exists(key))) return;
        setAlertKey(errorMessageKey(error));
        setAlertLink(errorLink(error));
      } finally {
        setPending(null);
      }
    });
  };

  const needsVenue = alertKey === 'errors.venue_name_required';
  const roleOptions = jobRoles.map((role) => ({ value: role, label: t(`jobBoard.roles.${role}`) }));
  const typeOptions = employmentTypes.map((type) => ({
    value: type,
    label: t(`jobBoard.employmentTypes.${type}`),
  }));

  return (
    <form
      noValidate
      aria-busy={pending !== null}
      onSubmit={(event) => void submit(mode === 'create')(event)}
      className="grid gap-10"
    >
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-semibold">{t('listings.form.sections.job')}</legend>
        <ListingField
          id="listing-title"
          label={t('listings.form.title')}
          hint={t('listings.form.titleHint')}
          error={errorText('title')}
          maxLength={jobLimits.titleMax}
          registration={register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceField
            id="listing-role"
            label={t('listings.form.role')}
            placeholder={t('listings.form.chooseRole')}
            error={errorText('role')}
            options={roleOptions}
            registration={register('role')}
          />
          <ChoiceField
            id="listing-employment-type"
            label={t('listings.form.employmentType')}
            placeholder={t('listings.form.chooseEmploymentType')}
            error={errorText('employmentType')}
            options={typeOptions}
            registration={register('employmentType')}
          />
        </div>
        <DescriptionField
          control={control}
          registration={register('description')}
          error={errorText('description')}
        />
        <div className="sm:max-w-xs">
          <ListingField
            id="listing-start-date"
            type="date"
            label={t('listings.form.startDate')}
            hint={t('listings.form.startDateHint')}
            error={errorText('startDate')}
            registration={register('startDate', { setValueAs: dateFromText })}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-xl font-semibold">{t('listings.form.sections.place')}</legend>
        <ListingField
          id="listing-location"
          label={t('listings.form.location')}
          hint={t('listings.form.locationHint')}
          error={errorText('location')}
          autoComplete="street-address"
          maxLength={jobLimits.locationMax}
          registration={register('location')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ListingField
            id="listing-city"
            label={t('listings.form.city')}
            error={errorText('city')}
            autoComplete="address-level2"
            maxLength={100}
            registration={register('city')}
          />
          <ListingField
            id="listing-postcode"
            label={t('listings.form.postcode')}
            error={errorText('postcode')}
            autoComplete="postal-code"
            maxLength={20}
            registration={register('postcode')}
          />
        </div>
      </fieldset>
      <PayFields register={register} control={control} errorText={errorText} />
      <HoursFields register={register} control={control} errorText={errorText} />
      <TotalPayPreview control={control} />
      <RequirementsField control={control} />
      <RequiredCertificatesField register={register} />
      <div>
        <FormAlert
          id={alertId}
          message={alertKey ? t(alertKey) : null}
          link={alertLink ? { to: alertLink.to, label: t(alertLink.labelKey) } : undefined}
        />
        {needsVenue ? (
          <p className="-mt-3 mb-5">
            <Link to={paths.profile.edit} className="font-medium underline underline-offset-4">
              {t('listings.form.editProfile')}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" disabled={pending !== null}>
            {mode === 'edit'
              ? pending
                ? t('listings.form.saving')
                : t('listings.form.saveChanges')
              : pending === 'publish'
                ? t('listings.form.publishing')
                : t('listings.form.publish')}
          </Button>
          {mode === 'create' ? (
            <Button
              variant="outline"
              size="lg"
              disabled={pending !== null}
              aria-describedby="listing-draft-hint"
              onClick={(event) => void submit(false)(event)}
            >
              {pending === 'draft' ? t('listings.form.saving') : t('listings.form.saveDraft')}
            </Button>
          ) : null}
        </div>
        {mode === 'create' ? (
          <p id="listing-draft-hint" className="mt-3 text-sm text-muted-foreground">
            {t('listings.form.draftHint')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
