import { Link, useLocation } from 'react-router';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { ReservedSpace } from '../../../components/ui/reserved-space.tsx';
import { returnToParam, useSession } from '../../session/index.ts';
import { useSavedJobIds } from '../api/get-saved-job-ids.ts';
import { useToggleSavedJob } from '../api/toggle-saved-job.ts';

interface SaveJobButtonProps {
  jobId: string;
  /** Named in the control's accessible name, where several jobs are listed (cards). */
  jobTitle?: string;
  /** Extra layout classes (a card lifts it above its whole-card link). */
  className?: string;
}

/**
 * "Save job", a toggle (aria-pressed) for signed-in applicants; its name stays "Save job" in
 * both states, as a toggle's should, and the pressed look and icon say it is saved. A signed-out
 * visitor gets a link of the same name to sign in as a job seeker and come back; restaurants and
 * admins save nothing and see nothing.
 */
export function SaveJobButton({ jobId, jobTitle, className }: SaveJobButtonProps) {
  const { t } = useTranslation('savedJobs');
  const session = useSession();
  const { pathname, search } = useLocation();
  const isApplicant = session.status === 'signed-in' && session.user.userType === 'applicant';
  const savedIds = useSavedJobIds(isApplicant);
  const toggle = useToggleSavedJob();
  // Where several jobs are listed, the name says which (and still starts with the visible text).
  const label = jobTitle ? t('savedJobs.saveFor', { title: jobTitle }) : undefined;

  if (session.status !== 'signed-in') {
    const link = (
      <Link
        to={`${paths.auth.login('applicant')}&${returnToParam}=${encodeURIComponent(pathname + search)}`}
        aria-label={label}
        title={t('savedJobs.signInToSave')}
        className={buttonClasses('outline', 'md', className)}
      >
        <Bookmark aria-hidden="true" className="size-4" />
        {t('savedJobs.save')}
      </Link>
    );
    // Until the session is known, its place is held so the card or row does not jump.
    return session.status === 'loading' ? <ReservedSpace>{link}</ReservedSpace> : link;
  }
  if (!isApplicant) return null;
  const saved = savedIds.data?.has(jobId) ?? false;
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      aria-pressed={saved}
      aria-label={label}
      // Until the saved ids are known, a press could only guess the state.
      disabled={savedIds.isPending}
      onClick={() => toggle.mutate({ jobId, saved: !saved })}
      className={className}
    >
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="size-4 fill-current/20" />
      ) : (
        <Bookmark aria-hidden="true" className="size-4" />
      )}
      {t('savedJobs.save')}
    </Button>
  );
}
