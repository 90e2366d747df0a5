import { Check, Info } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ProfileAnswer } from '@brigade/shared/profile';
import { MissingFieldsList } from './missing-fields-list.tsx';

/** Edit Profile's summary: complete, or what the saved profile still lacks. */
export function ProfileStatus({ answer }: { answer: ProfileAnswer }) {
  const { t } = useTranslation('profile');
  // From the role's rules, like the server's profileComplete (which an admin who never saved
  // their profile still has at false, with nothing missing).
  const complete = answer.missing.length === 0;
  const Icon = complete ? Check : Info;
  return (
    <section
      aria-labelledby="profile-status-title"
      className="mb-8 flex items-start gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <Icon
        aria-hidden="true"
        className={complete ? 'mt-0.5 size-6 shrink-0 text-success' : 'mt-0.5 size-6 shrink-0'}
      />
      <div>
        <h2 id="profile-status-title" className="text-lg font-semibold">
          {complete ? t('profile.status.complete') : t('profile.status.incomplete')}
        </h2>
        {complete ? (
          <p className="mt-1 text-muted-foreground">{t('profile.status.completeBody')}</p>
        ) : (
          <>
            <p className="mt-1 text-muted-foreground">{t('profile.status.missingIntro')}</p>
            <MissingFieldsList missing={answer.missing} />
          </>
        )}
      </div>
    </section>
  );
}
