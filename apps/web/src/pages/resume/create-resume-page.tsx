import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useOwnResume } from '../../features/resume/api/get-own-resume.ts';
import { CvField } from '../../features/resume/components/cv-field.tsx';
import { ResumeForm } from '../../features/resume/components/resume-form.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

const cardClasses = 'rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8';

/** /applicant/create-resume: the applicant's one resume, created or edited, and its CV. */
export function CreateResumePage() {
  return (
    <RequireAccess>
      <CreateResume />
    </RequireAccess>
  );
}

function CreateResume() {
  const { t } = useTranslation('resume');
  const query = useOwnResume();
  return (
    // Once a resume exists this page edits it, and says so.
    <Page
      title={query.data?.resume ? t('resume.editTitle') : t('resume.title')}
      lead={t('resume.lead')}
      width="narrow"
    >
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('resume.loadError')}
          retryLabel={t('resume.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-6">
          <div className={cardClasses}>
            <ResumeForm resume={query.data.resume} />
          </div>
          <div className={cardClasses}>
            <CvField cv={query.data.resume?.cv ?? null} hasResume={query.data.resume !== null} />
          </div>
        </div>
      )}
    </Page>
  );
}
