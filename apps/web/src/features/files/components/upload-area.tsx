import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { fileFolder } from '@brigade/shared/files/stored-file';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useUploads } from '../use-uploads.ts';
import { UploadRow } from './upload-row.tsx';

/**
 * Choose one or more files (and, optionally, the folder they go to); each becomes a row with
 * its own progress, pause, resume and cancel.
 */
export function UploadArea() {
  const { t } = useTranslation('files');
  const [folder, setFolder] = useState('');
  const folderCheck = folder.trim() ? fileFolder.safeParse(folder) : null;
  const folderError =
    folderCheck && !folderCheck.success ? folderCheck.error.issues[0]?.message : undefined;
  const uploads = useUploads(folderCheck?.success ? folderCheck.data : '');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // so the same file can be chosen again (to resume it, say)
    uploads.start(files);
  };

  return (
    <section
      aria-labelledby="upload-heading"
      className="rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="upload-heading" className="text-lg font-semibold">
        {t('files.upload.heading')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          id="upload-folder"
          label={t('files.upload.folderLabel')}
          hint={t('files.upload.folderHint')}
          error={folderError ? t(folderError) : undefined}
        >
          {(control) => (
            <input
              {...control}
              className={inputClasses}
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          id="upload-files"
          label={t('files.upload.chooseLabel')}
          hint={t('files.upload.hint')}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              disabled={Boolean(folderError)}
              onChange={onChoose}
              className="block w-full min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-input file:bg-background file:px-4 file:font-semibold file:text-foreground"
            />
          )}
        </FormField>
      </div>
      {uploads.items.length > 0 ? (
        <ul aria-label={t('files.upload.listLabel')} className="mt-4 grid gap-3">
          {uploads.items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              onPause={() => uploads.pause(item.key)}
              onResume={() => uploads.resume(item.key)}
              onCancel={() => uploads.cancel(item.key)}
              onDismiss={() => uploads.dismiss(item.key)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
