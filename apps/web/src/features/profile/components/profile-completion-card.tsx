import { Info } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useProfile } from '../api/get-profile.ts';
import { MissingFieldsList } from './missing-fields-list.tsx';

/**
 * "Complete your profile" on the dashboards: what the profile lacks, with the way to Edit
 * Profile. Nothing while loading, when complete, or if the profile cannot be read (the
 * dashboard works without it; Edit Profile reports the error and offers a retry).
 */
export function ProfileCompletionCard() {
  const { t } = useTranslation('profile');
  const { data } = useProfile();
  if (!data || data.missing.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-completion-title"
      className="mb-6 rounded-2xl border border-primary/40 bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Info aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="profile-completion-title" className="text-xl font-semibold">
            {t('profile.completion.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('profile.completion.body')}</p>
          <MissingFieldsList missing={data.missing} />
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={paths.profile.edit}>{t('profile.completion.action')}</ButtonLink>
            {data.missing.includes('resume') ? (
              <ButtonLink to={paths.applicant.createResume} variant="outline">
                {t('profile.completion.resumeAction')}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
