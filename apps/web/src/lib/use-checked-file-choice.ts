import { useState, type ChangeEvent } from 'react';
import type { TFunction } from './translation/translate.ts';
import { validateUpload, type AllowedFileType } from '@brigade/shared/files/upload-rules';
import { errorMessageKey } from './api-error.ts';
import { toast } from './toast-store.ts';

/**
 * A file input's choice under the spec's upload rules, checked in the browser before anything is
 * sent (the server checks again): `onChoose` refuses with the rule's message under the field, or
 * hands the file on. `fail` shows a server refusal the same way, with a toast. `errorKey` is the
 * locale key of the message under the field.
 */
export function useCheckedFileChoice(
  allowed: readonly AllowedFileType[],
  t: TFunction,
  /** Gets the accepted file, and `fail` to report the upload's own refusal. */
  onAccepted: (file: File, fail: (titleKey: string, error: unknown) => void) => void,
) {
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const fail = (titleKey: string, error: unknown) => {
    const key = errorMessageKey(error);
    setErrorKey(key);
    toast({ variant: 'destructive', title: t(titleKey), description: t(key) });
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // so the same file can be chosen again after a refusal
    if (!file) return;
    const check = validateUpload(file, allowed);
    if (!check.ok) {
      setErrorKey(`errors.${check.code}`);
      return;
    }
    setErrorKey(null);
    onAccepted(file, fail);
  };

  return { errorKey, clearError: () => setErrorKey(null), onChoose, fail };
}
