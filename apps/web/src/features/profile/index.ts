/** The profile as other features see it: reading it, and its cache entry. */
export { profileQueryKey, useProfile } from './api/get-profile.ts';
export { CurrencyOptions } from './components/currency-options.tsx';
