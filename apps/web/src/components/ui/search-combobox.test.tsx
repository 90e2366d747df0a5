// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveActive, SearchCombobox } from './search-combobox.tsx';
import type { ComboboxOption } from './search-combobox.tsx';

const all: ComboboxOption[] = [
  { id: '', label: 'All jobs' },
  { id: 'a', label: 'Line cook' },
  { id: 'b', label: 'Night porter' },
];

/** The combobox with a caller that filters by what was typed and keeps the choice. */
function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const [text, setText] = useState('');
  return (
    <SearchCombobox
      id="job"
      label="Job"
      hint="Type part of a title."
      chosenLabel={chosen?.id ? chosen.label : ''}
      options={all.filter(
        (option) => !option.id || option.label.toLowerCase().includes(text.toLowerCase()),
      )}
      onSearch={(typed) => {
        setText(typed);
        onSearch(typed);
      }}
      onChoose={setChosen}
      listLabel="Your listings"
      clear={chosen?.id ? { label: 'Show all', onClear: () => setChosen(null) } : null}
    />
  );
}

function renderCombobox() {
  const onSearch = vi.fn();
  render(<Harness onSearch={onSearch} />);
  return { input: screen.getByRole('combobox', { name: 'Job' }), onSearch };
}

const listbox = () => screen.getByRole('listbox', { name: 'Your listings', hidden: true });

describe('moveActive', () => {
  it('wraps at both ends and starts from either end', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(1, 'ArrowUp', 3)).toBe(0);
    expect(moveActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('SearchCombobox', () => {
  afterEach(cleanup);

  it('is a labelled, described, collapsed combobox until asked', () => {
    const { input } = renderCombobox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(input.getAttribute('aria-describedby')).toBe('job-hint');
    expect(screen.getByText('Type part of a title.').id).toBe('job-hint');
    expect(listbox().closest('[hidden]')).not.toBeNull();
  });

  it('searches as one types, and the arrow keys and Enter choose', () => {
    const { input, onSearch } = renderCombobox();
    fireEvent.change(input, { target: { value: 'port' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(onSearch).toHaveBeenLastCalledWith('port');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All jobs',
      'Night porter',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const porter = screen.getByRole('option', { name: 'Night porter' });
    expect(porter.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(porter.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Night porter');
  });

  it('opens from the first options, and Escape puts the chosen label back', () => {
    const { input, onSearch } = renderCombobox();
    fireEvent.click(input);
    expect(onSearch).toHaveBeenLastCalledWith('');
    fireEvent.click(screen.getByRole('option', { name: 'Line cook' }));
    expect((input as HTMLInputElement).value).toBe('Line cook');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Line cook');
  });

  it('keeps focus in the input when an option is pressed, and clears the choice', () => {
    const { input } = renderCombobox();
    input.focus();
    fireEvent.click(input);
    const option = screen.getByRole('option', { name: 'Night porter' });
    // The press itself must not move focus away (which would close the list before the click).
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('closes when focus leaves without a choice', () => {
    const { input } = renderCombobox();
    fireEvent.change(input, { target: { value: 'cook' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
