import { useState, type FormEvent } from 'react';
import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { decisionWindow, decisionWindowInput } from '@brigade/shared/applications/decision-window';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveDecisionWindow } from '../api/save-decision-window.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * "Answering applicants" on a venue's Edit Profile (no ghosting): how many days it takes to
 * decide before an undecided application closes by itself, 14 to 60. The shared schema judges
 * the box before the server does; what was typed stays when refused.
 */
export function DecisionWindowSection({ days }: { days: number }) {
  const { t } = useTranslation('profile');
  const mutation = useSaveDecisionWindow();
  const [text, setText] = useState(String(days));
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = decisionWindowInput.safeParse({
      days: /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN,
    });
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message ?? 'validation.decisionDaysInvalid');
      return;
    }
    setErrorKey(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('profile.decisionWindow.saved') }),
      onError: (error) => {
        const key = errorMessageKey(error);
        setErrorKey(key);
        toast({ variant: 'destructive', title: t('profile.decisionWindow.failed') });
      },
    });
  };

  return (
    <ProfileSection
      id="decision-window-title"
      icon={Hourglass}
      tone="primary"
      title={t('profile.decisionWindow.title')}
      body={t('profile.decisionWindow.body', { warningDays: decisionWindow.warningDays })}
    >
      <form
        noValidate
        onSubmit={submit}
        aria-busy={mutation.isPending}
        className="mt-4 grid gap-4 sm:max-w-xs"
      >
        <FormField
          id="decision-days"
          label={t('profile.decisionWindow.label')}
          hint={t('profile.decisionWindow.hint', {
            min: decisionWindow.minDays,
            max: decisionWindow.maxDays,
          })}
          error={errorKey ? t(errorKey) : undefined}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
        <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
          {t('profile.decisionWindow.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}
