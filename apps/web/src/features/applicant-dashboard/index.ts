/**
 * The applicant dashboard as other features see it: the card frame and the card states
 * (loading, error, empty), for the cards they put on the dashboard.
 */
export { CardEmpty, CardError, CardLoading } from './components/card-state.tsx';
export { DashboardCard } from './components/dashboard-card.tsx';
