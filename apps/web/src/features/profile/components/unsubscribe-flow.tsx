import type { ReactNode } from 'react';
import { CircleCheck, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { MailTopic } from '@brigade/shared/notifications/mail-topics';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { isInvalidLink, useUnsubscribe, useUnsubscribeTopic } from '../api/unsubscribe.ts';
import { notificationsSectionId } from '../notifications-anchor.ts';

const settingsPath = `${paths.profile.edit}#${notificationsSectionId}`;

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">{children}</div>
  );
}

/**
 * `<settings>…</settings>` in a text becomes the link to Edit Profile → Notifications. Split by
 * hand rather than with react-i18next's Trans, which would add ~5 KB to every page's first load.
 */
function WithSettingsLink({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('profile');
  const [before = '', linkText = '', after = ''] = t(i18nKey).split(/<\/?settings>/);
  return (
    <>
      {before}
      <Link to={settingsPath} className="font-medium underline">
        {linkText}
      </Link>
      {after}
    </>
  );
}

function InvalidLink() {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <MailX aria-hidden="true" className="size-5 text-danger" />
        {t('profile.unsubscribe.invalidTitle')}
      </h2>
      <p className="mt-2 text-muted-foreground">
        <WithSettingsLink i18nKey="profile.unsubscribe.invalidBody" />
      </p>
    </Card>
  );
}

function TopicName({ topic }: { topic: MailTopic }) {
  const { t } = useTranslation('profile');
  return (
    <div className="mt-3 rounded-xl border border-border p-4">
      <p className="font-semibold">{t(`profile.notifications.topics.${topic}.name`)}</p>
      <p className="text-sm text-muted-foreground">
        {t(`profile.notifications.topics.${topic}.description`)}
      </p>
    </div>
  );
}

/**
 * The page a mail's unsubscribe link opens: it checks the link and shows the topic it turns off
 * (nothing changes yet), then the Unsubscribe button turns it off and says how to turn it back
 * on. A link the server refuses says so; any other failure can be retried.
 */
export function UnsubscribeFlow({ token }: { token: string }) {
  const { t } = useTranslation('profile');
  const topic = useUnsubscribeTopic(token);
  const unsubscribe = useUnsubscribe();

  if (token === '' || isInvalidLink(topic.error) || isInvalidLink(unsubscribe.error))
    return <InvalidLink />;
  if (topic.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        {t('profile.unsubscribe.checking')}
      </p>
    );
  if (topic.isError)
    return (
      <LoadError
        title={t('profile.unsubscribe.loadError')}
        retryLabel={t('profile.unsubscribe.retry')}
        error={topic.error}
        onRetry={() => void topic.refetch()}
      />
    );

  const name = t(`profile.notifications.topics.${topic.data.topic}.name`);
  if (unsubscribe.isSuccess)
    return (
      <Card>
        <div role="status">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <CircleCheck aria-hidden="true" className="size-5 text-success" />
            {t('profile.unsubscribe.doneTitle')}
          </h2>
          <p className="mt-2">{t('profile.unsubscribe.done', { topic: name })}</p>
        </div>
        <p className="mt-4 text-muted-foreground">
          <WithSettingsLink i18nKey="profile.unsubscribe.turnBackOn" />
        </p>
      </Card>
    );

  return (
    <Card>
      <p>{t('profile.unsubscribe.ask')}</p>
      <TopicName topic={topic.data.topic} />
      <p className="mt-3 text-sm text-muted-foreground">{t('profile.notifications.alwaysSent')}</p>
      <div className="mt-6">
        <FormAlert
          id="unsubscribe-alert"
          message={
            unsubscribe.isError
              ? `${t('profile.unsubscribe.failedTitle')}: ${t(errorMessageKey(unsubscribe.error))}`
              : null
          }
        />
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={unsubscribe.isPending}
          aria-busy={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending
            ? t('profile.unsubscribe.working')
            : t('profile.unsubscribe.action')}
        </Button>
      </div>
    </Card>
  );
}
