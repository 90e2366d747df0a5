import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminCertificateCheck } from '@brigade/shared/admin/users';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { certificateTitle } from '../../../resume/index.ts';
import { useRemoveCertificateCheck } from '../api/change-user.ts';

const rowClasses =
  'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-border py-3 first:border-t-0';

/**
 * An applicant's certificates as venues checked them (the certificate wallet), removed marks
 * too; an admin removes a mark made in error or bad faith, which the audit log records.
 */
export function UserCertificateChecks({ checks }: { checks: readonly AdminCertificateCheck[] }) {
  const { t, i18n } = useTranslation(['admin', 'resume']);
  const remove = useRemoveCertificateCheck();
  return (
    <section
      aria-labelledby="user-certificate-checks-heading"
      className="rounded-2xl border border-border bg-card p-5"
    >
      <h2 id="user-certificate-checks-heading" className="text-xl font-semibold">
        {t('admin.users.certificateChecks.heading')}
      </h2>
      {checks.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{t('admin.users.certificateChecks.none')}</p>
      ) : (
        <ul className="mt-3">
          {checks.map((check) => {
            const certificate = certificateTitle(check, (kind) =>
              t(`resume.certificateKinds.${kind}`),
            );
            const venue = check.venueName || t('admin.users.certificateChecks.unnamedVenue');
            return (
              <li key={check.id} className={rowClasses}>
                <span className="min-w-0">
                  <span className="font-semibold">{certificate}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t('admin.users.certificateChecks.summary', {
                      venue,
                      date: formatDateTime(check.checkedAt, i18n.language, true),
                    })}
                    {check.removedAt
                      ? ` · ${t('admin.users.certificateChecks.removedOn', {
                          date: formatDateTime(check.removedAt, i18n.language, true),
                        })}`
                      : null}
                  </span>
                </span>
                {check.removedAt ? null : (
                  <Button
                    variant="outline"
                    disabled={remove.isPending}
                    aria-label={t('admin.users.certificateChecks.removeOf', {
                      certificate,
                      venue,
                    })}
                    onClick={() =>
                      remove.mutate(check.id, {
                        onSuccess: () =>
                          toast({ title: t('admin.users.certificateChecks.removed') }),
                        onError: (error) =>
                          toast({
                            variant: 'destructive',
                            title: t('admin.users.certificateChecks.removeFailed'),
                            description: t(errorMessageKey(error)),
                          }),
                      })
                    }
                  >
                    {t('admin.users.certificateChecks.remove')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
