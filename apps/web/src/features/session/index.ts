/**
 * The session as other features see it: who is signed in (and the cache entry holding it),
 * forgetting it when it ends, and the role map the sign-in pages share with the guard.
 */
export { canAccess, dashboardPath, requiredAccess, returnToParam, withReturnTo } from './access.ts';
export { getSession, sessionQueryKey } from './api/get-session.ts';
export { forgetSession } from './forget-session.ts';
export { useForgetSessionOnLeave } from './use-forget-session-on-leave.ts';
export { useSession } from './use-session.ts';
