import { useState } from 'react';

interface FormState {
  /** The form's React key: a new one starts it afresh from the URL. */
  key: number;
  /** The URL search the form stands for. */
  search: string;
  /** What the form itself last asked for, until the URL has it. */
  submitted: string | null;
}

/**
 * When Browse Jobs' search form starts afresh from the URL: when the URL changes by any other way
 * (Back, a link, a pager), not when it changes because the form was submitted. A navigation
 * finishes a moment after the submit (a transition), and a form started afresh then would wipe
 * what the person has typed since.
 */
export function useSearchFormKey(urlSearch: string): {
  key: number;
  /** Call with the search the form is about to put in the URL. */
  submitting: (search: string) => void;
} {
  const [form, setForm] = useState<FormState>({ key: 0, search: urlSearch, submitted: null });
  if (urlSearch !== form.search) {
    // Adjusting state to a new URL while rendering (React's pattern for it): no extra pass.
    setForm({
      key: urlSearch === form.submitted ? form.key : form.key + 1,
      search: urlSearch,
      submitted: null,
    });
  }
  return {
    key: form.key,
    submitting: (search) => setForm((current) => ({ ...current, submitted: search })),
  };
}
