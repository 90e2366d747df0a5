import { useTranslation } from '../../lib/translation/use-translation.ts';
import { FooterColumn } from './footer-column.tsx';
import { footerColumns } from './footer-columns.ts';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';

const currentYear = new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-3 text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <div className="mt-4 -ml-3">
            <SocialLinks />
          </div>
        </div>
        {footerColumns.map((column) => (
          <FooterColumn key={column.titleKey} titleKey={column.titleKey} links={column.links} />
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t('footer.copyright', { year: currentYear })}
        </p>
      </div>
    </footer>
  );
}
