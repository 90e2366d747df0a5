/** Edit Profile → Notifications' anchor: the unsubscribe page links to `/profile/edit#…`. */
export const notificationsSectionId = 'notifications';
