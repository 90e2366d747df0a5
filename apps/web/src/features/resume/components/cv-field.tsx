import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { FileText } from 'lucide-react';
import { cvFileTypes } from '@brigade/shared/files/upload-rules';
import type { CvFileView } from '@brigade/shared/resumes/resume-answers';
import { preloadToaster } from '../../../components/toast/load-toaster.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileChoiceButton } from '../../../components/ui/file-choice-button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useCheckedFileChoice } from '../../../lib/use-checked-file-choice.ts';
import { useRemoveResumeCv } from '../api/remove-resume-cv.ts';
import { useUploadResumeCv } from '../api/upload-resume-cv.ts';
import { formatFileSize } from '../format-file-size.ts';

/** Extensions next to the MIME types, for the file picker on systems that go by name. */
const accept = [...cvFileTypes, '.pdf', '.doc', '.docx'].join(',');

interface CvFieldProps {
  cv: CvFileView | null;
  /** The CV belongs to a saved resume: before the first save there is nothing to attach it to. */
  hasResume: boolean;
}

/**
 * The resume's CV (pdf, doc or docx, at most 10 MB): the spec's upload rules run in the browser
 * before anything is sent, then the server checks the bytes; progress in percent; replace and
 * remove. It saves on its own, not with the form's Save.
 */
export function CvField({ cv, hasResume }: CvFieldProps) {
  const { t } = useTranslation('resume');
  const upload = useUploadResumeCv();
  const removal = useRemoveResumeCv();
  const busy = upload.isPending || removal.isPending;

  useEffect(() => preloadToaster(), []);

  const { errorKey, clearError, onChoose, fail } = useCheckedFileChoice(
    cvFileTypes,
    t,
    (file, report) => {
      upload.mutate(file, {
        onSuccess: () =>
          toast({
            title: t('resume.cv.uploaded.title'),
            description: t('resume.cv.uploaded.description'),
          }),
        onError: (error) => report('resume.cv.uploadFailed', error),
      });
    },
  );

  const onRemove = () => {
    clearError();
    removal.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('resume.cv.removed.title'),
          description: t('resume.cv.removed.description'),
        }),
      onError: (error) => fail('resume.cv.removeFailed', error),
    });
  };

  return (
    <section aria-labelledby="resume-cv-title" aria-busy={busy} className="grid gap-4">
      <h2 id="resume-cv-title" className="text-xl font-semibold">
        {t('resume.sections.cv')}
      </h2>
      {cv ? (
        <p className="flex min-w-0 items-center gap-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <a href={cv.url} className="min-w-0 truncate font-medium underline underline-offset-4">
            {cv.fileName}
          </a>
          <span className="shrink-0 text-sm text-muted-foreground">
            {formatFileSize(cv.fileSize)}
          </span>
        </p>
      ) : (
        <p className="text-muted-foreground">{t('resume.cv.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <FileChoiceButton
          accept={accept}
          disabled={busy || !hasResume}
          onChoose={onChoose}
          describedBy={'resume-cv-hint resume-cv-error'}
        >
          {cv ? t('resume.cv.replace') : t('resume.cv.upload')}
        </FileChoiceButton>
        {cv ? (
          <Button variant="ghost" disabled={busy} onClick={onRemove}>
            {t('resume.cv.remove')}
          </Button>
        ) : null}
      </div>
      <p id="resume-cv-hint" className="text-sm text-muted-foreground">
        {hasResume ? t('resume.cv.hint') : t('errors.resume_missing')}
      </p>
      {upload.progress !== null ? (
        <div className="grid gap-1">
          <progress
            max={100}
            value={upload.progress}
            aria-label={t('resume.cv.progress')}
            className="h-2 w-full max-w-xs accent-primary"
          />
          <p className="text-sm">{t('resume.cv.uploading', { percent: upload.progress })}</p>
        </div>
      ) : null}
      <p id="resume-cv-error" role="alert" className="text-sm font-medium text-danger">
        {errorKey ? t(errorKey) : null}
      </p>
    </section>
  );
}
