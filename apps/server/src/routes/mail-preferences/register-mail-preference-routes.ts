import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { registerMailUnsubscribe } from './mail-unsubscribe.ts';
import { registerNotificationPreferences } from './notification-preferences.ts';

/** Edit Profile → Notifications, and the unsubscribe link every notification mail carries. */
export function registerMailPreferenceRoutes(app: App, ctx: AppContext): void {
  registerNotificationPreferences(app, ctx);
  registerMailUnsubscribe(app, ctx);
}
