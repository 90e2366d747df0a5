import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '../../lib/toast-store.ts';

/** The toasts currently in the store (open or closing). */
export function useToasts() {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
