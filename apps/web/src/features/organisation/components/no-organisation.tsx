import { Store } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useStartOrganisation } from '../api/organisation.ts';

/**
 * Team & venues for a restaurant account in no organisation (its team removed it): what that
 * means, and "Set up my own venue", which leads on to Edit Profile to fill the venue in.
 */
export function NoOrganisation() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const start = useStartOrganisation();
  return (
    <section
      aria-labelledby="no-organisation-title"
      className="grid max-w-2xl gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <Store aria-hidden="true" className="size-8 text-primary" />
      <h2 id="no-organisation-title" className="text-xl font-semibold">
        {t('organisation.none.title')}
      </h2>
      <p className="text-muted-foreground">{t('organisation.none.body')}</p>
      {start.isError ? (
        <FormAlert id="no-organisation-alert" message={t(errorMessageKey(start.error))} />
      ) : null}
      <Button
        size="lg"
        className="justify-self-start"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => {
              toast({ title: t('organisation.none.started') });
              void navigate(paths.profile.edit);
            },
          })
        }
      >
        {start.isPending ? t('organisation.none.starting') : t('organisation.none.start')}
      </Button>
    </section>
  );
}
