/**
 * A small toast store in the spirit of shadcn's use-toast: at most `toastConfig.limit` toasts,
 * a dismissed toast stays (closed, for its exit animation) until `removeDelayMs` has passed.
 * Lives outside React so any code (a mutation callback, a fetch helper) can raise a toast.
 */
import { toastConfig } from '@brigade/shared/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Where to act on it (a plan's limit: the plans), shown as a link under the text. */
  link?: { to: string; label: string } | undefined;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: readonly ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    update(toasts.filter((item) => item.id !== id));
  }, toastConfig.removeDelayMs);
  removalTimers.set(id, timer);
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  toasts.forEach((item) => {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  });
  update(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/** Shows a toast; the newest replaces older ones beyond the limit. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  update([{ ...input, id, open: true }, ...toasts].slice(0, toastConfig.limit));
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
