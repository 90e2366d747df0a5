import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useDeleteFile } from '../api/change-file.ts';

interface DeleteFileDialogProps {
  file: StoredFileView;
  onOpenChange: (open: boolean) => void;
}

/** Confirms deleting a file for good; a failure stays in the dialog. */
export function DeleteFileDialog({ file, onOpenChange }: DeleteFileDialogProps) {
  const { t } = useTranslation('files');
  const mutation = useDeleteFile(file.id);
  return (
    <ConfirmDialog
      id="delete-file"
      title={t('files.delete.title')}
      description={t('files.delete.description', { name: file.fileName })}
      dismissLabel={t('files.delete.cancel')}
      confirmLabel={t('files.delete.confirm')}
      pendingLabel={t('files.delete.deleting')}
      destructive
      action={() => mutation.mutateAsync(undefined)}
      onDone={() => {
        toast({ title: t('files.delete.done'), description: file.fileName });
        onOpenChange(false);
      }}
      onOpenChange={onOpenChange}
    />
  );
}
