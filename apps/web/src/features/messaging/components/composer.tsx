import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { SendHorizontal } from 'lucide-react';
import { messageContentMax } from '@brigade/shared/messaging/message-input';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { useSendMessage } from '../api/send-message.ts';

/** The counter shows from here on (90 % of the spec's 2,000). */
export const counterFrom = 1_800;

interface ComposerProps {
  conversationId: string;
  /** Why nobody can write here (the other account is gone); the composer is then disabled. */
  disabledReason: string | null;
}

/** The locale key of why a send was refused: the field's own message, else the error code's. */
function refusalKey(error: unknown): string {
  if (error instanceof ApiError && error.fields.content) return error.fields.content.key;
  return errorMessageKey(error);
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line, a counter appears near the
 * limit. The text stays until the server has stored it, so a refusal loses nothing.
 */
export function Composer({ conversationId, disabledReason }: ComposerProps) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = {
    field: useId(),
    hint: useId(),
    counter: useId(),
    error: useId(),
    reason: useId(),
  };
  const empty = text.trim() === '';
  const disabled = disabledReason !== null;

  const submit = () => {
    if (empty || send.isPending || disabled) return;
    const sent = text;
    send.mutate(
      { content: sent },
      {
        // Only what was sent is cleared: anything typed meanwhile stays.
        onSuccess: () => setText((current) => (current === sent ? '' : current)),
        onSettled: () => field.current?.focus(),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter confirms the character there).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const describedBy = [
    disabled ? ids.reason : ids.hint,
    text.length >= counterFrom ? ids.counter : null,
    send.isError ? ids.error : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      className="border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={ids.field} className="sr-only">
        {t('messaging.composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={ids.field}
          ref={field}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={messageContentMax}
          disabled={disabled}
          placeholder={t('messaging.composer.placeholder')}
          aria-describedby={describedBy}
          aria-invalid={send.isError || undefined}
          className={`${inputClasses} max-h-40 resize-none disabled:cursor-not-allowed disabled:opacity-60`}
        />
        <Button type="submit" disabled={empty || send.isPending || disabled}>
          <SendHorizontal aria-hidden="true" className="size-4" />
          {send.isPending ? t('messaging.composer.sending') : t('messaging.composer.send')}
        </Button>
      </div>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 text-xs text-muted-foreground">
        {disabled ? (
          <p id={ids.reason}>{disabledReason}</p>
        ) : (
          <p id={ids.hint}>{t('messaging.composer.hint')}</p>
        )}
        {text.length >= counterFrom ? (
          <p
            id={ids.counter}
            className={text.length >= messageContentMax ? 'font-semibold text-danger' : undefined}
          >
            {t('messaging.composer.counter', { length: text.length, max: messageContentMax })}
          </p>
        ) : null}
      </div>
      {send.isError ? (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-danger">
          {t(refusalKey(send.error))}
        </p>
      ) : null}
    </form>
  );
}
