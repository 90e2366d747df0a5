/** The e2e run's first admin, created by the web server command (playwright.config.ts). */
export const rootAdmin = {
  email: 'root.admin@e2e.brigade.test',
  password: 'Kitchen#Admin2025',
  firstName: 'Rhea',
  lastName: 'Root',
} as const;
