import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@brigade/shared/routes';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import type { SessionUser } from '@brigade/shared/session';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { PersonAvatar } from './person-avatar.tsx';

interface ThreadHeaderProps {
  conversation: ConversationSummary | undefined;
  name: string;
  viewer: SessionUser;
}

/** The application a conversation is about, on the viewer's side of the app (admins: none). */
function applicationPath(viewer: SessionUser, applicationId: string): string | null {
  if (viewer.userType === 'restaurant') return paths.restaurant.application(applicationId);
  if (viewer.userType === 'applicant') return paths.applicant.application(applicationId);
  return null;
}

/** Above the thread: back to the list (phones), who, and what the conversation is about. */
export function ThreadHeader({ conversation, name, viewer }: ThreadHeaderProps) {
  const { t } = useTranslation('messaging');
  const application = conversation?.application ?? null;
  const link = application ? applicationPath(viewer, application.id) : null;
  return (
    <div className="flex items-center gap-3 border-b border-border p-3">
      <Link
        to={paths.messaging}
        className={buttonClasses('ghost', 'icon', 'lg:hidden')}
        aria-label={t('messaging.thread.back')}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <PersonAvatar person={conversation?.other ?? null} name={name} className="size-10 text-sm" />
      <div className="min-w-0">
        <h2 className="truncate font-sans text-lg font-semibold">{name}</h2>
        {application ? (
          <p className="truncate text-sm text-muted-foreground">
            {link ? (
              <Link to={link} className="underline underline-offset-2 hover:text-foreground">
                {application.jobTitle} · {application.venueName}
              </Link>
            ) : (
              `${application.jobTitle} · ${application.venueName}`
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
