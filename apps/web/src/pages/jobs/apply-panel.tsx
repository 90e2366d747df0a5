import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ReservedSpace } from '../../components/ui/reserved-space.tsx';
import { ApplyDialog } from '../../features/applications/components/apply-dialog.tsx';
import { jobQueryKey } from '../../features/jobs/api/get-job.ts';
import { useOwnResume } from '../../features/resume/api/get-own-resume.ts';
import { withReturnTo } from '../../features/session/access.ts';
import { useSession } from '../../features/session/use-session.ts';

const panelClasses = 'rounded-2xl border border-primary/40 bg-card p-5 shadow-sm';

/**
 * Apply, as the viewer may: signed out → sign in as a job seeker and come back; an applicant →
 * the Apply dialog (or, without a resume, the way to create one; once applied, their
 * application); restaurants and admins apply to nothing, so they see nothing here.
 */
export function ApplyPanel({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobBoard');
  const session = useSession();
  const { pathname } = useLocation();
  if (job.status !== 'open') return null;
  if (session.status !== 'signed-in') {
    const panel = (
      <div className={panelClasses}>
        <p className="mb-3 text-muted-foreground">{t('jobBoard.job.applyHint')}</p>
        <ButtonLink to={withReturnTo(paths.auth.login('applicant'), pathname)} size="lg">
          {t('jobBoard.job.signInToApply')}
        </ButtonLink>
      </div>
    );
    // Until the session is known, its place is held so the job's facts below do not jump.
    return session.status === 'loading' ? <ReservedSpace>{panel}</ReservedSpace> : panel;
  }
  if (session.user.userType !== 'applicant') return null;
  return <ApplicantApply job={job} />;
}

function ApplicantApply({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobBoard');
  const queryClient = useQueryClient();
  const resume = useOwnResume();
  const [open, setOpen] = useState(false);
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const applicationId = appliedId ?? job.myApplicationId;

  if (applicationId) {
    return (
      <div role="status" className={panelClasses}>
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 text-success" />
          {t('jobBoard.job.applied')}
        </p>
        <Link
          to={paths.applicant.application(applicationId)}
          className="mt-2 inline-flex min-h-11 items-center font-medium underline underline-offset-4"
        >
          {t('jobBoard.job.viewApplication')}
        </Link>
      </div>
    );
  }
  // Without a resume there is nothing to send yet: say so before the dialog would refuse.
  if (resume.data && resume.data.resume === null) {
    return (
      <div role="status" className={panelClasses}>
        <p className="mb-3 font-medium">{t('errors.resume_required')}</p>
        <ButtonLink to={paths.applicant.createResume} size="lg">
          {t('applications.apply.createResume')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={panelClasses}>
      <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t('jobBoard.job.apply')}
      </Button>
      <ApplyDialog
        jobId={job.id}
        jobTitle={job.title}
        open={open}
        onOpenChange={setOpen}
        onApplied={(id) => {
          setAppliedId(id);
          void queryClient.invalidateQueries({ queryKey: jobQueryKey(job.id) });
        }}
      />
    </div>
  );
}
