import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { z } from 'zod';
import type { InterviewView } from '@brigade/shared/applications/application-answers';
import { interviewInput } from '@brigade/shared/applications/application-input';
import type { InterviewInput } from '@brigade/shared/applications/application-input';
import { instantToZonedTime } from '@brigade/shared/zoned-time';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useScheduleInterview } from '../api/schedule-interview.ts';
import { browserTimeZone } from '../interview-time.ts';
import { CancelInterviewDialog } from './cancel-interview-dialog.tsx';

type InterviewFormValues = z.input<typeof interviewInput>;
const fieldNames = ['localDateTime', 'timeZone', 'location', 'note'] as const;
const resolver = zodResolver(interviewInput);

/** A new interview is set in the venue's zone (its profile's), else the browser's. */
function startingValues(
  interview: InterviewView | null,
  venueTimeZone: string | undefined,
): InterviewFormValues {
  if (!interview) {
    const timeZone = venueTimeZone ?? browserTimeZone();
    return { localDateTime: '', timeZone, location: '', note: '' };
  }
  return {
    localDateTime: instantToZonedTime(new Date(interview.at), interview.timeZone),
    timeZone: interview.timeZone,
    location: interview.location,
    note: '',
  };
}

interface InterviewFormProps {
  applicationId: string;
  interview: InterviewView | null;
  /** The venue's IANA zone from its profile; undefined while unknown or not set. */
  venueTimeZone?: string;
}

/**
 * Schedule, reschedule or cancel the interview: a local date and time in the venue's time zone
 * (its profile's, else the browser's; a rescheduled one keeps its own), a place or a video link,
 * and a note. Scheduling makes the
 * application Shortlisted (spec section 4); a time in the past is refused by the server.
 * Cancelling asks first (CancelInterviewDialog); the page then mounts a fresh form.
 */
export function InterviewForm({ applicationId, interview, venueTimeZone }: InterviewFormProps) {
  const { t, i18n } = useTranslation('applications');
  const schedule = useScheduleInterview(applicationId);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, resetField, control, formState } = useForm<
    InterviewFormValues,
    unknown,
    InterviewInput
  >({ resolver, defaultValues: startingValues(interview, venueTimeZone) });
  // The venue's profile may arrive after the form: it becomes the zone unless one was chosen.
  const zoneChosen = Boolean(formState.dirtyFields.timeZone);
  useEffect(() => {
    if (!interview && venueTimeZone && !zoneChosen) {
      resetField('timeZone', { defaultValue: venueTimeZone });
    }
  }, [interview, venueTimeZone, zoneChosen, resetField]);
  const busy = schedule.isPending;
  const errorText = (name: (typeof fieldNames)[number]) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const fail = (title: string, error: unknown) => {
    const key = errorMessageKey(error);
    toast({ variant: 'destructive', title, description: t(key) });
    return key;
  };

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    schedule.mutate(values, {
      onSuccess: (detail) => {
        reset(startingValues(detail.interview, venueTimeZone));
        toast({
          title: t('applications.interview.scheduled.title'),
          description: t('applications.interview.scheduled.description'),
        });
      },
      onError: (error) => {
        const key = fail(t('applications.interview.scheduleFailed'), error);
        if (!applyFieldErrors(error, setError, fieldNames, (k) => i18n.exists(k))) setAlertKey(key);
      },
    });
  });

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
    >
      {/* One above the other at every width: the form sits in the page's narrow column, where
          two side by side ran into each other. */}
      <FormField
        id="interview-when"
        label={t('applications.interview.localDateTime')}
        error={errorText('localDateTime')}
      >
        {(props) => (
          <input
            {...props}
            {...register('localDateTime')}
            type="datetime-local"
            className={`${inputClasses} min-w-0`}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <TimeZonePicker
            id="interview-zone"
            value={field.value}
            onChange={field.onChange}
            locale={i18n.language}
            suggested={[venueTimeZone, interview?.timeZone, browserTimeZone()].filter(
              (zone): zone is string => Boolean(zone),
            )}
            error={errorText('timeZone')}
            texts={{
              label: t('applications.interview.timeZone'),
              hint: t('applications.interview.timeZoneHint'),
              list: t('applications.interview.timeZones.list'),
              noMatch: t('applications.interview.timeZones.noMatch'),
              more: (shown, count) => t('applications.interview.timeZones.more', { shown, count }),
            }}
          />
        )}
      />
      <FormField
        id="interview-location"
        label={t('applications.interview.location')}
        hint={t('applications.interview.locationHint')}
        error={errorText('location')}
      >
        {(props) => (
          <input {...props} {...register('location')} maxLength={300} className={inputClasses} />
        )}
      </FormField>
      <FormField
        id="interview-note"
        label={t('applications.interview.note')}
        hint={t('applications.noteHint')}
        error={errorText('note')}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('note')}
            rows={2}
            maxLength={1000}
            className={inputClasses}
          />
        )}
      </FormField>
      <div>
        <FormAlert id="interview-alert" message={alertKey ? t(alertKey) : null} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {interview
              ? t('applications.interview.reschedule')
              : t('applications.interview.schedule')}
          </Button>
          {interview ? (
            <CancelInterviewDialog applicationId={applicationId} disabled={busy} />
          ) : null}
        </div>
      </div>
    </form>
  );
}
