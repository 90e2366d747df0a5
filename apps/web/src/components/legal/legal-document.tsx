import { useTranslation } from '../../lib/translation/use-translation.ts';

export interface LegalSection {
  id: string;
  /** Ids of `items.<id>.label` / `items.<id>.text` pairs listed after the body. */
  items?: readonly string[];
}

/**
 * Renders a legal text from the locale catalogue: for each section `<prefix>.sections.<id>`,
 * a title, a body paragraph and optional labelled items.
 */
export function LegalDocument({
  prefix,
  sections,
}: {
  prefix: string;
  sections: readonly LegalSection[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10">
      {sections.map((section) => {
        const key = `${prefix}.sections.${section.id}`;
        return (
          <section
            key={section.id}
            aria-labelledby={`${prefix}-${section.id}`}
            className="grid gap-3"
          >
            <h2 id={`${prefix}-${section.id}`} className="text-2xl font-bold">
              {t(`${key}.title`)}
            </h2>
            <p>{t(`${key}.body`)}</p>
            {section.items ? (
              <ul className="grid gap-3 border-l-2 border-primary pl-4">
                {section.items.map((item) => (
                  <li key={item}>
                    <strong className="font-semibold">{t(`${key}.items.${item}.label`)}</strong>{' '}
                    <span className="text-muted-foreground">{t(`${key}.items.${item}.text`)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
