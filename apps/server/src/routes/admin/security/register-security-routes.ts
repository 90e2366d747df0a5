import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { registerCountSecurityEvents } from './count-security-events.ts';
import { registerExportSecurityEvents } from './export-security-events.ts';
import { registerListAuditLog } from './list-audit-log.ts';
import { registerListSecurityEvents } from './list-security-events.ts';

/** The Security Center's API (issue 7): events, counts, CSV export and the audit log. */
export function registerSecurityRoutes(app: App, ctx: AppContext): void {
  registerListSecurityEvents(app, ctx);
  registerCountSecurityEvents(app, ctx);
  registerExportSecurityEvents(app, ctx);
  registerListAuditLog(app, ctx);
}
