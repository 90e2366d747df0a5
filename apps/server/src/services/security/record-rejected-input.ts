import type { FieldError } from '@brigade/shared/errors';
import { inputCheckMessageKeys } from '@brigade/shared/input-checker';
import { recordSecurityEvent } from './record-security-event.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The input checker's refusals worth a security event, by the locale key they answer with. */
const rulesByKey: Readonly<Record<string, 'sql_injection' | 'xss'>> = {
  [inputCheckMessageKeys.sqlInjection]: 'sql_injection',
  [inputCheckMessageKeys.xss]: 'xss',
};

/** Whether any field of a refused request was refused by the SQL-injection or XSS check. */
export function hasRejectedInput(fields: Record<string, FieldError> | undefined): boolean {
  return Object.values(fields ?? {}).some((field) => Object.hasOwn(rulesByKey, field.key));
}

/**
 * Logs one `input_rejected` event per field the input checker refused as SQL injection or XSS.
 * The refused text itself is not stored: it is attacker-controlled and can be large.
 */
export async function recordRejectedInput(
  ctx: AppContext,
  caller: { userId: string | null; ip: string },
  fields: Record<string, FieldError>,
): Promise<void> {
  const { db } = ctx.database;
  for (const [field, error] of Object.entries(fields)) {
    const rule = rulesByKey[error.key];
    if (!rule) continue;
    await recordSecurityEvent(db, {
      type: 'input_rejected',
      userId: caller.userId,
      ip: caller.ip,
      details: { rule, field },
    });
  }
}
