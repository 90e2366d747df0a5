import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeJobAlert } from '../api/job-alerts.ts';
import { AlertNameDialog } from './alert-name-dialog.tsx';

interface RenameAlertDialogProps {
  alert: JobAlertView;
  onOpenChange: (open: boolean) => void;
}

/** A new name for an alert. */
export function RenameAlertDialog({ alert, onOpenChange }: RenameAlertDialogProps) {
  const { t } = useTranslation('jobAlerts');
  const mutation = useChangeJobAlert(alert.id);

  return (
    <AlertNameDialog
      id="rename-alert"
      title={t('jobAlerts.rename.title')}
      description={alert.name}
      initialName={alert.name}
      labels={{
        cancel: t('jobAlerts.rename.cancel'),
        submit: t('jobAlerts.rename.save'),
        pending: t('jobAlerts.rename.saving'),
        failed: t('jobAlerts.toast.changeFailed'),
      }}
      save={async (name) => {
        const renamed = await mutation.mutateAsync({ name });
        toast({ title: t('jobAlerts.toast.renamed'), description: renamed.name });
        onOpenChange(false);
      }}
      pending={mutation.isPending}
      onOpenChange={onOpenChange}
    />
  );
}
