import { useEffect, useRef } from 'react';
import { Mail, ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { preloadToaster } from '../../../components/toast/load-toaster.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMailPreferences } from '../api/mail-preferences.ts';
import { notificationsSectionId } from '../notifications-anchor.ts';
import { NotificationsForm } from './notifications-form.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * Edit Profile → Notifications (issue 14): what Brigade e-mails the person about, topic by
 * topic, and a reminder that password-reset and security mail always go.
 */
export function NotificationsSection() {
  const { t } = useTranslation('profile');
  const query = useMailPreferences();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);

  // The outcome of a save is a toast: have the toaster's code ready.
  useEffect(() => preloadToaster(), []);
  // Arriving from the unsubscribe page: the section is below the fold, and loads late.
  useEffect(() => {
    if (hash === `#${notificationsSectionId}` && query.isSuccess)
      anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, query.isSuccess]);

  return (
    <div ref={anchor} id={notificationsSectionId} className="scroll-mt-20">
      <ProfileSection
        id="notifications-title"
        icon={Mail}
        tone="primary"
        title={t('profile.notifications.title')}
        body={t('profile.notifications.body')}
      >
        <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('profile.notifications.alwaysSent')}
        </p>
        {query.isPending ? (
          <p role="status" className="mt-4 text-sm text-muted-foreground">
            {t('profile.notifications.loading')}
          </p>
        ) : query.isError ? (
          <div className="mt-4">
            <LoadError
              title={t('profile.notifications.loadError')}
              retryLabel={t('profile.notifications.retry')}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : (
          <NotificationsForm saved={query.data.preferences} />
        )}
      </ProfileSection>
    </div>
  );
}
