import type { TFunction } from '../../../lib/translation/translate.ts';
import { isSecurityEventType } from '@brigade/shared/security/security-event-types';

/** A type's translated name; a type no longer on the list shows as recorded. */
export function eventTypeName(t: TFunction, type: string): string {
  return isSecurityEventType(type) ? t(`security.eventTypes.${type}`) : type;
}
