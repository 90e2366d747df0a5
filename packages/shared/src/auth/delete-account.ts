import { z } from 'zod';

/** Deleting one's account asks for the current password again (spec section 6). */
export const deleteAccountInput = z.object({
  password: z.string('auth.passwordRequired').min(1, 'auth.passwordRequired').max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
