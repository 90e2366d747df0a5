import { Info } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** Before the form: a job shows the venue's name, so the profile needs one first. */
export function VenueNameNotice() {
  const { t } = useTranslation('listings');
  return (
    <div className="mb-8 flex items-start gap-3 rounded-2xl border border-primary/40 bg-card p-5 shadow-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div>
        <p className="font-medium">{t('errors.venue_name_required')}</p>
        <ButtonLink to={paths.profile.edit} variant="outline" className="mt-3">
          {t('listings.form.editProfile')}
        </ButtonLink>
      </div>
    </div>
  );
}
