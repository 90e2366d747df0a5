import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ContactMessageInput, ContactMessageReceipt } from '@brigade/shared/contact';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/contact: 201 with a receipt, or an ApiError (400 with field errors, 429, …). */
export function submitContactMessage(input: ContactMessageInput): Promise<ContactMessageReceipt> {
  return apiFetch<ContactMessageReceipt>(apiPaths.contact, { method: 'POST', body: input });
}

export function useSubmitContactMessage() {
  return useMutation({ mutationFn: submitContactMessage });
}
