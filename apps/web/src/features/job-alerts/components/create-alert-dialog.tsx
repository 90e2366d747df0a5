import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { hasAlertFilter, type JobAlertQuery } from '@brigade/shared/jobs/job-alerts';
import type { MailFrequency } from '@brigade/shared/notifications/mail-topics';
import { toast } from '../../../lib/toast-store.ts';
import { useCreateJobAlert, useJobAlerts } from '../api/job-alerts.ts';
import { alertSummary, suggestedAlertName } from '../alert-text.ts';
import { AlertNameDialog } from './alert-name-dialog.tsx';
import { FrequencyChoice } from './frequency-choice.tsx';

interface CreateAlertDialogProps {
  /** The search to watch: the page's filters (at least one). */
  query: JobAlertQuery;
  onOpenChange: (open: boolean) => void;
}

/**
 * Saves the current search as a job alert: its name (suggested from the filters) and how often
 * to mail. A search kept to jobs that fit the applicant's availability offers to keep the alert
 * to them too (on unless unticked; fixed when it is the search's only filter).
 */
export function CreateAlertDialog({ query: searched, onOpenChange }: CreateAlertDialogProps) {
  const { t, i18n } = useTranslation('jobAlerts');
  const mutation = useCreateJobAlert();
  // Daily is free for everyone; instant comes with Pro.
  const instantAllowed = useJobAlerts().data?.instantAlerts ?? false;
  const [frequency, setFrequency] = useState<MailFrequency>('daily');
  const [onlyFitting, setOnlyFitting] = useState(true);
  const { fits: _fits, ...withoutFits } = searched;
  const query = searched.fits && !onlyFitting ? withoutFits : searched;

  return (
    <AlertNameDialog
      id="create-alert"
      title={t('jobAlerts.create.title')}
      description={
        <>
          {t('jobAlerts.create.description')}{' '}
          <span className="font-medium text-foreground">
            {alertSummary(query, t, i18n.language)}
          </span>
        </>
      }
      initialName={suggestedAlertName(query, t)}
      labels={{
        cancel: t('jobAlerts.create.cancel'),
        submit: t('jobAlerts.create.submit'),
        pending: t('jobAlerts.create.creating'),
        failed: t('jobAlerts.create.failed'),
      }}
      save={async (name) => {
        const alert = await mutation.mutateAsync({ name, query, frequency });
        toast({
          title: t('jobAlerts.create.done'),
          description: t('jobAlerts.create.doneDetail', { name: alert.name }),
        });
        onOpenChange(false);
      }}
      pending={mutation.isPending}
      onOpenChange={onOpenChange}
    >
      {searched.fits ? (
        <label className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="checkbox"
            checked={onlyFitting}
            onChange={(event) => setOnlyFitting(event.target.checked)}
            // Without it a search of fit alone would watch every listing, which is refused.
            disabled={mutation.isPending || !hasAlertFilter(withoutFits)}
            className="size-5 shrink-0 accent-primary"
          />
          {t('jobAlerts.create.onlyFitting')}
        </label>
      ) : null}
      <FrequencyChoice
        value={frequency}
        onChange={setFrequency}
        disabled={mutation.isPending}
        instantAllowed={instantAllowed}
      />
    </AlertNameDialog>
  );
}
