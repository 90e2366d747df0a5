import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { MailPreference } from '@brigade/shared/notifications/mail-topics';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveMailPreferences } from '../api/mail-preferences.ts';
import { MailTopicField } from './mail-topic-field.tsx';

/**
 * The topics as switches, saved together with one button. A failed save keeps what the person
 * chose on screen (so Save can simply be pressed again) and says why in a toast.
 */
export function NotificationsForm({ saved }: { saved: MailPreference[] }) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState(saved);
  const save = useSaveMailPreferences();

  const change = (next: MailPreference) =>
    setDraft((current) => current.map((item) => (item.topic === next.topic ? next : item)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: ({ preferences }) => {
        setDraft(preferences);
        toast({
          title: t('profile.notifications.savedTitle'),
          description: t('profile.notifications.savedDescription'),
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('profile.notifications.failedTitle'),
          description: t(errorMessageKey(error)),
        }),
    });
  };

  return (
    <form onSubmit={submit} aria-busy={save.isPending} className="mt-2">
      <ul className="divide-y divide-border">
        {draft.map((preference) => (
          <li key={preference.topic}>
            <MailTopicField preference={preference} disabled={save.isPending} onChange={change} />
          </li>
        ))}
      </ul>
      <div className="mt-4 sm:w-auto">
        <SubmitButton pending={save.isPending}>
          {save.isPending ? t('profile.notifications.saving') : t('profile.notifications.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
