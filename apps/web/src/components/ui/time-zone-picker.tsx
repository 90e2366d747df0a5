import { useMemo, useState } from 'react';
import { timeZoneLabel } from '@brigade/shared/time-zones';
import { SearchCombobox } from './search-combobox.tsx';
import { matchTimeZones, timeZoneOptions } from './time-zone-options.ts';

/** The picker's texts, already translated (each feature keeps them in its own section). */
export interface TimeZonePickerTexts {
  label: string;
  hint: string;
  list: string;
  noMatch: string;
  /** "50 of 418 shown: type a city or a region." */
  more: (shown: number, count: number) => string;
}

interface TimeZonePickerProps {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  locale: string;
  texts: TimeZonePickerTexts;
  /** Listed first while nothing is typed (the venue's country's zones). */
  suggested?: readonly string[];
  /** Already translated. */
  error?: string;
}

/**
 * An IANA time zone, found by typing a city, a region or the zone's name in the reader's
 * language ("hora de Europa central"): the combobox pattern, with 44 px options. The labels of
 * some 420 zones are made when the list first opens, not with the form.
 */
export function TimeZonePicker({
  id,
  value,
  onChange,
  locale,
  texts,
  suggested = [],
  error,
}: TimeZonePickerProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const options = useMemo(
    () => (opened ? timeZoneOptions(locale, [value]) : []),
    [opened, locale, value],
  );
  const { shown, count } = matchTimeZones(options, text, suggested);
  const status =
    count === 0 ? texts.noMatch : shown.length < count ? texts.more(shown.length, count) : null;
  return (
    <SearchCombobox
      id={id}
      label={texts.label}
      hint={texts.hint}
      error={error}
      chosenLabel={value ? timeZoneLabel(value, locale) : ''}
      options={shown}
      onSearch={setText}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      onChoose={(option) => onChange(option.id)}
      listLabel={texts.list}
      status={status}
      maxLength={100}
    />
  );
}
