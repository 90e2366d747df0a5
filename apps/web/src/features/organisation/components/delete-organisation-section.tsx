import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/**
 * The owner's way to delete the organisation: it goes with the owner's account (decision 024),
 * so this says what goes with it and leads to Edit Profile's Danger zone, where that is done.
 */
export function DeleteOrganisationSection() {
  const { t } = useTranslation('organisation');
  return (
    <section
      aria-labelledby="delete-organisation-title"
      className="grid gap-3 rounded-2xl border border-danger/60 p-5 sm:p-6"
    >
      <h2 id="delete-organisation-title" className="flex items-center gap-2 text-xl font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 text-danger" />
        {t('organisation.delete.title')}
      </h2>
      <p className="text-muted-foreground">{t('organisation.delete.body')}</p>
      <ButtonLink
        to={`${paths.profile.edit}#danger-zone-title`}
        variant="outline"
        className="justify-self-start"
      >
        {t('organisation.delete.action')}
      </ButtonLink>
    </section>
  );
}
