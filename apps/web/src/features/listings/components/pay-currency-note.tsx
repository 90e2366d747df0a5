import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { payNeededToPublish } from '@brigade/shared/jobs/pay-transparency';
import { currencyName } from '@brigade/shared/money/countries';
import { paths } from '@brigade/shared/routes';
import { useProfile } from '../../profile/index.ts';

/**
 * Says in which currency the amounts are: the venue's, from its profile (jobs take it when they
 * are posted). A venue without one is told where to set it; until then pay shows bare numbers.
 * For a venue in the EU it adds that the pay must be stated to publish (EU pay transparency).
 * Nothing while the profile loads or if it cannot be read: the form works without it.
 */
export function PayCurrencyNote() {
  const { t, i18n } = useTranslation('listings');
  const profile = useProfile();
  if (!profile.data) return null;
  const { currency, country } = profile.data.profile;
  return (
    <p className="-mt-2 mb-2 text-sm text-muted-foreground">
      {currency
        ? t('listings.form.payCurrency', {
            currency: currencyName(currency, i18n.language),
            code: currency,
          })
        : t('listings.form.payCurrencyMissing')}{' '}
      <Link to={paths.profile.edit} className="font-medium underline">
        {t('listings.form.payCurrencyChange')}
      </Link>
      {payNeededToPublish(country) ? ` ${t('listings.form.payRequiredEu')}` : null}
    </p>
  );
}
