/**
 * npm run create-admin -- --email E --password P --first-name F --last-name L
 * Creates an admin account (create-admin-command.ts). The module hook goes in before the
 * command's imports load (fast-module-loading.ts).
 */
import { registerFastModuleLoading } from '../fast-module-loading.ts';

registerFastModuleLoading();
await import('./create-admin-command.ts');
