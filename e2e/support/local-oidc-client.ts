/** Brigade's client at the end-to-end run's OpenID provider, and the name it shows. */
export const e2eOidcClient = {
  id: 'brigade-e2e',
  secret: 'brigade-e2e-client-secret',
  name: 'Kitchen ID',
} as const;
