import { z } from 'zod';

/**
 * Deleting one's account asks for the current password again (spec section 6). An account that
 * signs in only through a social provider has none: it sends no password and must have signed
 * in recently instead (the server decides which applies).
 */
export const deleteAccountInput = z.object({
  password: z.string('auth.passwordRequired').max(128).default(''),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
