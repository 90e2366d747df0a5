import { Clock, Newspaper, Store } from 'lucide-react';
import { useTranslation } from '../lib/translation/use-translation.ts';
import { Page } from '../components/layout/page.tsx';
import { ContactForm } from '../features/contact/components/contact-form.tsx';

const notes = [
  { id: 'response', Icon: Clock },
  { id: 'restaurants', Icon: Store },
  { id: 'press', Icon: Newspaper },
] as const;

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')}>
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-notes" className="grid content-start gap-5">
          <h2 id="contact-notes" className="text-xl font-bold">
            {t('contact.notes.title')}
          </h2>
          {notes.map(({ id, Icon }) => (
            <div key={id} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              <div>
                <h3 className="font-sans font-semibold">{t(`contact.notes.${id}.title`)}</h3>
                <p className="text-muted-foreground">{t(`contact.notes.${id}.body`)}</p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </Page>
  );
}
