import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { inputClasses } from './input-classes.ts';

export interface ComboboxOption {
  id: string;
  label: string;
  /** Shown after the label (e.g. a status pill); part of the option's accessible name. */
  detail?: ReactNode;
}

interface SearchComboboxProps {
  id: string;
  label: string;
  hint: string;
  /** What the input shows while the list is closed: the chosen option's label, or ''. */
  chosenLabel: string;
  /** The options for what was typed (the caller searches, usually on the server). */
  options: readonly ComboboxOption[];
  /** What was typed; '' when the list opens, so it starts from the first options. */
  onSearch: (text: string) => void;
  onChoose: (option: ComboboxOption) => void;
  /** The caller may search only while the list is open. */
  onOpenChange?: (open: boolean) => void;
  listLabel: string;
  /** A line under the options: searching, nothing found, more to narrow down. */
  status?: ReactNode;
  busy?: boolean;
  /** A button in the input that removes the choice. */
  clear?: { label: string; onClear: () => void } | null;
  /** The longest text worth searching for. */
  maxLength?: number;
  /** Already translated: shown under the field and announced with it. */
  error?: string;
}

/** The option index after an arrow key, wrapping at both ends (-1: none highlighted yet). */
export function moveActive(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/**
 * A type-ahead picker (the WAI-ARIA combobox with a list box): typing searches, the arrow keys
 * move through the options, Enter or a click chooses, Escape or leaving puts the chosen label
 * back. Focus stays in the input throughout; options are pressed with the mouse without blurring it.
 */
export function SearchCombobox({
  id,
  label,
  hint,
  chosenLabel,
  options,
  onSearch,
  onChoose,
  onOpenChange,
  listLabel,
  status,
  busy = false,
  clear,
  maxLength,
  error,
}: SearchComboboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listId = `${id}-options`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = `${useId()}-option`;

  const show = (next: boolean) => {
    setOpen(next);
    setActive(-1);
    onOpenChange?.(next);
    if (next) {
      // Start from the chosen label, selected so typing replaces it, and from the first options.
      setText(chosenLabel);
      onSearch('');
      requestAnimationFrame(() => input.current?.select());
    }
  };

  const choose = (option: ComboboxOption) => {
    onChoose(option);
    show(false);
  };

  // Keep the highlighted option in view while the arrow keys move through a long list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${optionId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show(true);
      else setActive(moveActive(active, event.key, options.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      show(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={Boolean(error)}
          aria-busy={busy}
          aria-activedescendant={open && active >= 0 ? `${optionId}-${active}` : undefined}
          value={open ? text : chosenLabel}
          onChange={(event) => {
            if (!open) {
              setOpen(true);
              onOpenChange?.(true);
            }
            setText(event.target.value);
            setActive(-1);
            onSearch(event.target.value);
          }}
          onClick={() => {
            if (!open) show(true);
          }}
          onBlur={() => {
            if (open) show(false);
          }}
          onKeyDown={onKeyDown}
          className={clsx(inputClasses, clear && 'pr-12')}
        />
        {clear ? (
          <button
            type="button"
            aria-label={clear.label}
            onClick={() => {
              clear.onClear();
              if (open) show(false);
            }}
            className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-xl"
        >
          <ul id={listId} role="listbox" aria-label={listLabel}>
            {options.map((option, index) => (
              <li
                key={option.id || 'none'}
                id={`${optionId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Pressing an option must not blur the input (which would close the list first).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 break-words',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="min-w-0">{option.label}</span>
                {option.detail}
              </li>
            ))}
          </ul>
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground empty:hidden">
            {status}
          </p>
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
