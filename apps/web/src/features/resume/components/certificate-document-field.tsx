import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

/**
 * A certificate's document: one of my files (My Files), which only venues I apply to can open.
 * The choice is shown once my files have loaded (the certificate keeps its document meanwhile);
 * with no files yet, a way to My Files instead.
 */
export function CertificateDocumentField(props: {
  index: number;
  files: UseQueryResult<Page<StoredFileView>>;
}) {
  const { t } = useTranslation('resume');
  const { register, formState } = useFormContext<ResumeFormValues>();
  const id = `resume-certification-${props.index}-document`;
  const error = formState.errors.certifications?.[props.index]?.fileId?.message;
  const { files } = props;
  if (files.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('resume.certifications.loadingFiles')}
      </p>
    );
  }
  if (files.isError) {
    return <p className="text-sm text-muted-foreground">{t('resume.certifications.filesError')}</p>;
  }
  if (files.data.items.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">{t('resume.certifications.noFiles')}</p>
        <ButtonLink to={paths.files} variant="ghost">
          {t('resume.certifications.openMyFiles')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <FormField
      id={id}
      label={t('resume.certifications.document')}
      hint={t('resume.certifications.documentHint')}
      error={error ? t(error) : undefined}
    >
      {(fieldProps) => (
        <select
          {...fieldProps}
          {...register(`certifications.${props.index}.fileId`)}
          className={inputClasses}
        >
          <option value="">{t('resume.certifications.noDocument')}</option>
          {files.data.items.map((file) => (
            <option key={file.id} value={file.id}>
              {file.fileName}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
