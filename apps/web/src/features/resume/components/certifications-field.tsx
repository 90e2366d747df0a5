import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { BadgeCheck, Plus } from 'lucide-react';
import type { CertificationView } from '@brigade/shared/resumes/resume-answers';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { certificateKindsFor } from '@brigade/shared/resumes/certificates';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { useFileList } from '../../files/index.ts';
import { emptyCertification } from '../resume-form-values.ts';
import { CertificateDocumentField } from './certificate-document-field.tsx';

/** My newest files, as many as one list page gives: enough to pick a certificate's scan. */
const myFilesSearch = 'pageSize=100';

const maxEntries = 20;

/** The country whose usual certificates come first: the reader's language's own. */
const countryOfLanguage: Record<string, string> = { en: 'GB', es: 'ES', fr: 'FR', de: 'DE' };

/**
 * The certificate wallet on the resume (food hygiene, alcohol service…): each certificate's kind
 * from the list (the reader's country's usual ones first) or Other with its own name, a detail,
 * if it expires the date, and the document from My Files that proves it.
 */
export function CertificationsField({ saved }: { saved: readonly CertificationView[] }) {
  const { t, i18n } = useTranslation('resume');
  const kinds = certificateKindsFor(countryOfLanguage[i18n.language.slice(0, 2)]);
  const { control, register, formState } = useFormContext<ResumeFormValues>();
  // `keyName`: the array's own key must not hide the certificate's `id`.
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'certifications',
    keyName: 'fieldKey',
  });
  const files = useFileList('mine', myFilesSearch);
  // The certificates a venue's check stands on, as last saved (an edit may undo it on save).
  const checked = new Set(
    saved.filter((certificate) => certificate.checkedAt).map((certificate) => certificate.id),
  );
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <section aria-labelledby="resume-certifications-title" className="grid gap-4">
      <h2 id="resume-certifications-title" className="text-xl font-semibold">
        {t('resume.sections.certifications')}
      </h2>
      {fields.length === 0 ? (
        <p className="text-muted-foreground">{t('resume.certifications.none')}</p>
      ) : null}
      {fields.map((field, index) => {
        const errors = formState.errors.certifications?.[index];
        const number = index + 1;
        return (
          <fieldset key={field.fieldKey} className="grid gap-4 rounded-xl border border-border p-4">
            <legend className="px-1 font-semibold">
              {t('resume.certifications.entry', { number })}
            </legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                id={`resume-certification-${index}-kind`}
                label={t('resume.certifications.kind')}
                error={message(errors?.kind?.message)}
              >
                {(props) => (
                  <select
                    {...props}
                    {...register(`certifications.${index}.kind`)}
                    className={inputClasses}
                  >
                    {kinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`resume.certificateKinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                id={`resume-certification-${index}-name`}
                label={t('resume.certifications.name')}
                hint={t('resume.hints.certificationName')}
                error={message(errors?.name?.message)}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`certifications.${index}.name`)}
                    maxLength={100}
                    className={inputClasses}
                  />
                )}
              </FormField>
              <FormField
                id={`resume-certification-${index}-expires`}
                label={t('resume.certifications.expiresOn')}
                hint={t('resume.hints.expiresOn')}
                error={message(errors?.expiresOn?.message)}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`certifications.${index}.expiresOn`)}
                    type="date"
                    className={inputClasses}
                  />
                )}
              </FormField>
            </div>
            <CertificateDocumentField index={index} files={files} />
            {field.id && checked.has(field.id) ? (
              <p className="flex items-center gap-1 text-sm">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('resume.view.checkedByVenue')}
              </p>
            ) : null}
            <div>
              <Button variant="ghost" onClick={() => remove(index)}>
                {t('resume.certifications.remove', { number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline"
          disabled={fields.length >= maxEntries}
          onClick={() =>
            append(emptyCertification(), { focusName: `certifications.${fields.length}.name` })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('resume.certifications.add')}
        </Button>
      </div>
    </section>
  );
}
