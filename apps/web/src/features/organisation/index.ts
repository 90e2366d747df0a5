/** What other features use of teams (issue 17): the member's venues and the venue switcher. */
export { useMyOpenVenues, useOrganisation } from './api/organisation.ts';
export { VenueSwitcher } from './components/venue-switcher.tsx';
