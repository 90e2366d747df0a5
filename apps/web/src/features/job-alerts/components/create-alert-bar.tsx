import { useState } from 'react';
import { BellPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { hasAlertFilter, jobAlertQueryOf } from '@brigade/shared/jobs/job-alerts';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ReservedSpace } from '../../../components/ui/reserved-space.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { returnToParam, useSession } from '../../session/index.ts';
import { useJobAlerts } from '../api/job-alerts.ts';
import { CreateAlertDialog } from './create-alert-dialog.tsx';

const barClasses =
  'mt-4 flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between';

/**
 * Browse Jobs' "Create alert", for the search in the page's URL (`params`, as Browse Jobs writes
 * them). Applicants open the dialog — unless the search has no filter or they keep the most
 * alerts they may, which the bar then explains; signed-out visitors are led to sign in as a job
 * seeker and back to this search; restaurants and admins see nothing.
 */
export function CreateAlertBar({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('jobAlerts');
  const session = useSession();
  const { pathname, search } = useLocation();
  const applicant = session.status === 'signed-in' && session.user.userType === 'applicant';
  const alerts = useJobAlerts({ enabled: applicant });
  const [open, setOpen] = useState(false);

  if (session.status !== 'signed-in') {
    // Sign in as a job seeker, then back to this very search.
    const backHere = new URLSearchParams({ [returnToParam]: `${pathname}${search}` });
    const bar = (
      <div className={barClasses}>
        <p className="text-muted-foreground">{t('jobAlerts.create.hint')}</p>
        <ButtonLink
          to={`${paths.auth.login('applicant')}&${backHere.toString()}`}
          variant="outline"
        >
          {t('jobAlerts.create.signIn')}
        </ButtonLink>
      </div>
    );
    // Until the session is known, its place is held so the results below do not jump.
    return session.status === 'loading' ? <ReservedSpace>{bar}</ReservedSpace> : bar;
  }
  if (!applicant) return null;

  const query = jobAlertQueryOf(Object.fromEntries(params));
  const limit = alerts.data?.limit;
  const full =
    alerts.data !== undefined && limit !== undefined && alerts.data.items.length >= limit;
  const why = !hasAlertFilter(query)
    ? t('jobAlerts.create.noFilter')
    : full
      ? t('jobAlerts.create.limitReached', { limit })
      : null;
  return (
    <div className={barClasses}>
      <p id="create-alert-why" className="text-muted-foreground">
        {why ?? t('jobAlerts.create.hint')}
      </p>
      <Button
        variant="outline"
        disabled={why !== null}
        aria-describedby="create-alert-why"
        onClick={() => setOpen(true)}
        className="shrink-0"
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t('jobAlerts.create.button')}
      </Button>
      {open ? <CreateAlertDialog query={query} onOpenChange={setOpen} /> : null}
    </div>
  );
}
