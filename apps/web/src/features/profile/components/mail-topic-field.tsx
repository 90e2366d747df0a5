import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  digestibleTopics,
  mailFrequencies,
  type MailPreference,
} from '@brigade/shared/notifications/mail-topics';
import { Switch } from '../../../components/ui/switch.tsx';

interface MailTopicFieldProps {
  preference: MailPreference;
  disabled: boolean;
  onChange: (preference: MailPreference) => void;
}

/**
 * One topic of Edit Profile → Notifications: its name and what it covers, an on/off switch and,
 * for topics that can wait, instant or a daily digest (only while it is on).
 */
export function MailTopicField({ preference, disabled, onChange }: MailTopicFieldProps) {
  const { t } = useTranslation('profile');
  const { topic, enabled, frequency } = preference;
  const id = `mail-topic-${topic}`;
  return (
    <div className="grid gap-3 py-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-semibold">
            {t(`profile.notifications.topics.${topic}.name`)}
          </label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {t(`profile.notifications.topics.${topic}.description`)}
          </p>
        </div>
        <Switch
          id={id}
          checked={enabled}
          disabled={disabled}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange({ ...preference, enabled: event.target.checked })}
        />
      </div>
      {digestibleTopics.includes(topic) ? (
        <fieldset disabled={disabled || !enabled} className="disabled:opacity-60">
          <legend className="mb-1 text-sm font-medium">
            {t('profile.notifications.frequency')}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {mailFrequencies.map((choice) => (
              <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={choice}
                  checked={frequency === choice}
                  onChange={() => onChange({ ...preference, frequency: choice })}
                  className="size-5 accent-primary"
                />
                {t(`profile.notifications.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
