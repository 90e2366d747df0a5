import { paths } from '@brigade/shared/routes';

/**
 * Premium plans (the spec leaves prices open). Prices are monthly, in euros, VAT included.
 * Nothing can be bought online yet: free plans lead to sign-up, paid plans to a conversation.
 */
export interface Plan {
  id: string;
  monthlyPriceEur: number;
  featureIds: readonly string[];
  cta: { to: string; labelKey: string };
  highlighted?: boolean;
}

const signUp = { to: paths.auth.register, labelKey: 'pricing.cta.free' };
const talkToUs = { to: paths.contact, labelKey: 'pricing.cta.talk' };

export const jobSeekerPlans: readonly Plan[] = [
  {
    id: 'free',
    monthlyPriceEur: 0,
    featureIds: ['profile', 'unlimitedApplications', 'tracking', 'messaging'],
    cta: signUp,
  },
  {
    id: 'pro',
    monthlyPriceEur: 7.99,
    featureIds: ['everythingFree', 'featuredProfile', 'resumeReview', 'earlyAlerts'],
    cta: talkToUs,
    highlighted: true,
  },
];

export const restaurantPlans: readonly Plan[] = [
  {
    id: 'starter',
    monthlyPriceEur: 0,
    featureIds: ['oneListing', 'applicantInbox', 'messaging'],
    cta: signUp,
  },
  {
    id: 'growth',
    monthlyPriceEur: 49,
    featureIds: ['tenListings', 'browseApplicants', 'interviews', 'featuredListings'],
    cta: talkToUs,
    highlighted: true,
  },
  {
    id: 'scale',
    monthlyPriceEur: 149,
    featureIds: ['unlimitedListings', 'multipleVenues', 'teamAccounts', 'prioritySupport'],
    cta: talkToUs,
  },
];
