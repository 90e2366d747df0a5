/** Leaves the app for another site's page (a payment provider's checkout or portal). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
