import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { CertificationView } from '@brigade/shared/resumes/resume-answers';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCheckCertificate } from '../api/check-certificate.ts';

/**
 * The venue's "Mark as checked" on a certificate whose document it can open (the certificate
 * wallet): shown while no venue's check stands on it.
 */
export function MarkCertificateChecked(props: {
  applicationId: string;
  certificate: CertificationView;
  title: string;
}) {
  const { t } = useTranslation('resume');
  const mutation = useCheckCertificate(props.applicationId);
  if (!props.certificate.document || props.certificate.checkedAt || !props.certificate.id) {
    return null;
  }
  const hintId = `mark-checked-hint-${props.certificate.id}`;
  return (
    <div className="mt-2 grid justify-items-start gap-1">
      <Button
        variant="outline"
        disabled={mutation.isPending}
        aria-label={t('resume.view.markCheckedOf', { certificate: props.title })}
        aria-describedby={hintId}
        onClick={() =>
          mutation.mutate(props.certificate.id, {
            onSuccess: () => toast({ title: t('resume.view.marked') }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t('resume.view.markFailed'),
                description: t(errorMessageKey(error)),
              }),
          })
        }
      >
        {t('resume.view.markChecked')}
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('resume.view.markCheckedHint')}
      </p>
    </div>
  );
}
