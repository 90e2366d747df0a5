import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobAlertChangeInput, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { mailFrequencies } from '@brigade/shared/notifications/mail-topics';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { toastFailure } from '../../../lib/error-toast.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeJobAlert, useDeleteJobAlert } from '../api/job-alerts.ts';
import { alertSearchPath, alertSummary } from '../alert-text.ts';
import { RenameAlertDialog } from './rename-alert-dialog.tsx';

/**
 * One alert: its name (paused or not), what it watches, how often it mails (changed at once),
 * and its actions — open the search, rename, pause or resume, delete (after a confirmation).
 */
export function JobAlertRow({
  alert,
  instantAllowed,
}: {
  alert: JobAlertView;
  /** Whether the person's plan has instant alerts; one kept instant after a downgrade stays so. */
  instantAllowed: boolean;
}) {
  const { t, i18n } = useTranslation('jobAlerts');
  const change = useChangeJobAlert(alert.id);
  const remove = useDeleteJobAlert(alert.id);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const name = alert.name;

  const apply = (input: JobAlertChangeInput, done: { title: string; description?: string }) =>
    change.mutate(input, {
      onSuccess: () => toast(done),
      onError: (error) => toastFailure(t, t('jobAlerts.toast.changeFailed'), error),
    });

  return (
    <li className="grid gap-3 rounded-xl border border-border p-3 sm:p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
          {name}
          {alert.paused ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              {t('jobAlerts.list.paused')}
            </span>
          ) : null}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {alertSummary(alert.query, t, i18n.language)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="w-full sm:w-44">
          <select
            aria-label={t('jobAlerts.list.frequencyLabel', { name })}
            value={alert.frequency}
            disabled={change.isPending}
            onChange={(event) => {
              const frequency = mailFrequencies.find((one) => one === event.target.value);
              if (frequency) apply({ frequency }, { title: t('jobAlerts.toast.frequencyChanged') });
            }}
            className={inputClasses}
          >
            {mailFrequencies.map((frequency) => (
              <option
                key={frequency}
                value={frequency}
                disabled={
                  frequency === 'instant' && !instantAllowed && alert.frequency !== 'instant'
                }
              >
                {frequency === 'instant' && !instantAllowed
                  ? t('jobAlerts.frequencies.instantPro')
                  : t(`jobAlerts.frequencies.${frequency}`)}
              </option>
            ))}
          </select>
        </div>
        <Link
          to={alertSearchPath(alert.query, paths.jobs)}
          aria-label={t('jobAlerts.list.openSearchLabel', { name })}
          className="inline-flex min-h-11 items-center px-2 font-medium underline underline-offset-4"
        >
          {t('jobAlerts.list.openSearch')}
        </Link>
        <Button
          variant="ghost"
          aria-label={t('jobAlerts.list.renameLabel', { name })}
          onClick={() => setDialog('rename')}
        >
          {t('jobAlerts.list.rename')}
        </Button>
        <Button
          variant="ghost"
          disabled={change.isPending}
          aria-label={t(alert.paused ? 'jobAlerts.list.resumeLabel' : 'jobAlerts.list.pauseLabel', {
            name,
          })}
          onClick={() =>
            apply(
              { paused: !alert.paused },
              alert.paused
                ? {
                    title: t('jobAlerts.toast.resumed'),
                    description: t('jobAlerts.toast.resumedDetail', { name }),
                  }
                : {
                    title: t('jobAlerts.toast.paused'),
                    description: t('jobAlerts.toast.pausedDetail', { name }),
                  },
            )
          }
        >
          {alert.paused ? t('jobAlerts.list.resume') : t('jobAlerts.list.pause')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('jobAlerts.list.deleteLabel', { name })}
          onClick={() => setDialog('delete')}
        >
          {t('jobAlerts.list.delete')}
        </Button>
      </div>
      {dialog === 'rename' ? (
        <RenameAlertDialog alert={alert} onOpenChange={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          id={`delete-alert-${alert.id}`}
          title={t('jobAlerts.remove.title')}
          description={t('jobAlerts.remove.description', { name })}
          dismissLabel={t('jobAlerts.remove.keep')}
          confirmLabel={t('jobAlerts.remove.confirm')}
          pendingLabel={t('jobAlerts.remove.deleting')}
          destructive
          action={() => remove.mutateAsync()}
          onDone={() => {
            toast({ title: t('jobAlerts.toast.deleted'), description: name });
            setDialog(null);
          }}
          failureTitle={t('jobAlerts.toast.deleteFailed')}
          onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        />
      ) : null}
    </li>
  );
}
