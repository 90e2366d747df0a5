import { useId } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@brigade/shared/routes';
import { mailFrequencies, type MailFrequency } from '@brigade/shared/notifications/mail-topics';

interface FrequencyChoiceProps {
  value: MailFrequency;
  onChange: (frequency: MailFrequency) => void;
  disabled?: boolean;
  /** Whether the person's plan has instant alerts (Pro); daily ones are free. */
  instantAllowed: boolean;
}

/**
 * "Frequency": Instant or Daily, as a radio group, each choice with what it means; without Pro,
 * Instant is offered greyed, saying it comes with Pro, with the way to the plans.
 */
export function FrequencyChoice({
  value,
  onChange,
  disabled,
  instantAllowed,
}: FrequencyChoiceProps) {
  const { t } = useTranslation('jobAlerts');
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {t('jobAlerts.create.frequency')}
      </span>
      {mailFrequencies.map((frequency) => (
        <label
          key={frequency}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name={`${id}-frequency`}
            value={frequency}
            checked={value === frequency}
            disabled={disabled || (frequency === 'instant' && !instantAllowed)}
            onChange={() => onChange(frequency)}
            aria-describedby={`${id}-${frequency}-hint`}
            className="mt-1 size-5 accent-primary"
          />
          <span>
            <span className="block font-semibold">{t(`jobAlerts.frequencies.${frequency}`)}</span>
            <span id={`${id}-${frequency}-hint`} className="block text-sm text-muted-foreground">
              {t(`jobAlerts.frequencies.${frequency}Hint`)}
              {frequency === 'instant' && !instantAllowed ? (
                <>
                  {' '}
                  {t('jobAlerts.frequencies.instantWithPro')}{' '}
                  <Link to={paths.pricing} className="font-medium underline underline-offset-4">
                    {t('plans.seePlans')}
                  </Link>
                </>
              ) : null}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
