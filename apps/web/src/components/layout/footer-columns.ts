import { paths } from '@brigade/shared/routes';
import type { FooterLink } from './footer-column.tsx';

/** The footer's three columns (spec section 2). */
export const footerColumns: readonly { titleKey: string; links: readonly FooterLink[] }[] = [
  {
    titleKey: 'footer.forJobSeekers',
    links: [
      { to: paths.jobs, labelKey: 'nav.jobs' },
      { to: paths.auth.register, labelKey: 'auth.createAccount' },
      { to: paths.pricing, labelKey: 'footer.premiumPlans' },
    ],
  },
  {
    titleKey: 'footer.forRestaurants',
    links: [
      { to: paths.restaurant.createListing, labelKey: 'footer.postJob' },
      { to: paths.pricing, labelKey: 'footer.premiumPlans' },
      { to: paths.auth.login('restaurant'), labelKey: 'auth.signInAsRestaurant' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { to: paths.about, labelKey: 'nav.about' },
      { to: paths.contact, labelKey: 'nav.contact' },
      { to: paths.privacy, labelKey: 'footer.privacy' },
      { to: paths.terms, labelKey: 'footer.terms' },
    ],
  },
];
