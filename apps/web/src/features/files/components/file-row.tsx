import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { apiPaths } from '@brigade/shared/routes';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { EditFileDialog } from './edit-file-dialog.tsx';
import { ShareFileDialog } from './share-file-dialog.tsx';

type OpenDialog = 'edit' | 'delete' | 'share' | null;

/**
 * One stored file: name, type, size, date, public or not, and what the reader may do with it
 * (download always; edit, share and delete as the server says they may).
 */
export function FileRow({ file }: { file: StoredFileView }) {
  const { t, i18n } = useTranslation('files');
  const [open, setOpen] = useState<OpenDialog>(null);
  const name = file.fileName;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(file.uploadDate),
  );
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <li className="rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-all">{name}</h3>
        {file.isPublic ? (
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
            {t('files.list.public')}
          </span>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <dt>{t('files.list.type')}</dt>
        <dd className="break-all">{file.fileType}</dd>
        <dt>{t('files.list.size')}</dt>
        <dd>{formatBytes(file.fileSize, i18n.language)}</dd>
        <dt>{t('files.list.uploaded')}</dt>
        <dd>{date}</dd>
        {file.folder ? (
          <>
            <dt>{t('files.list.folder')}</dt>
            <dd className="break-all">{file.folder}</dd>
          </>
        ) : null}
        {!file.isOwner && file.uploaderName ? (
          <>
            <dt>{t('files.list.sharedBy')}</dt>
            <dd>{file.uploaderName}</dd>
          </>
        ) : null}
        {file.description ? (
          <>
            <dt>{t('files.list.description')}</dt>
            <dd>{file.description}</dd>
          </>
        ) : null}
        {file.tags.length > 0 ? (
          <>
            <dt>{t('files.list.tags')}</dt>
            <dd>{file.tags.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={apiPaths.files.download(file.id)}
          download={name}
          className={buttonClasses('outline', 'md')}
          aria-label={t('files.actions.download', { name })}
        >
          {t('files.actions.downloadShort')}
        </a>
        {file.canWrite ? (
          <Button
            variant="outline"
            onClick={() => setOpen('edit')}
            aria-label={t('files.actions.edit', { name })}
          >
            {t('files.actions.editShort')}
          </Button>
        ) : null}
        {file.canShare ? (
          <Button
            variant="outline"
            onClick={() => setOpen('share')}
            aria-label={t('files.actions.share', { name })}
          >
            {t('files.actions.shareShort')}
          </Button>
        ) : null}
        {file.canDelete ? (
          <Button
            variant="outline"
            onClick={() => setOpen('delete')}
            aria-label={t('files.actions.delete', { name })}
          >
            {t('files.actions.deleteShort')}
          </Button>
        ) : null}
      </div>
      {/* Mounted only while open, so each opening starts from the file as it is now. */}
      {open === 'edit' ? <EditFileDialog file={file} onOpenChange={onOpenChange} /> : null}
      {open === 'share' ? <ShareFileDialog file={file} onOpenChange={onOpenChange} /> : null}
      {open === 'delete' ? <DeleteFileDialog file={file} onOpenChange={onOpenChange} /> : null}
    </li>
  );
}
