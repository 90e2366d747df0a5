import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';

export interface FooterLink {
  to: string;
  labelKey: string;
}

export function FooterColumn({
  titleKey,
  links,
}: {
  titleKey: string;
  links: readonly FooterLink[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-foreground uppercase">
        {t(titleKey)}
      </h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.labelKey}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground hover:underline"
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
