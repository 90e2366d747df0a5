import { useTranslation } from '../../../lib/translation/use-translation.ts';

/** A detail's value as text: strings as they are, anything else as compact JSON. */
function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An event's details as a list of names and values. Everything is React text (escaped): details
 * can hold what an attacker typed, such as a refused field's name.
 */
export function EventDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('security');
  const entries = Object.entries(details);
  if (entries.length === 0) {
    return <span className="text-muted-foreground">{t('security.events.noDetails')}</span>;
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted-foreground">{name}</dt>
          <dd className="min-w-0 font-mono break-words">{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
