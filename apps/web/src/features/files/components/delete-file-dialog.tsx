import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { FormAlert } from '../../auth/components/form-alert.tsx';
import { toast } from '../../toast/toast-store.ts';
import { useDeleteFile } from '../api/change-file.ts';

interface DeleteFileDialogProps {
  file: StoredFileView;
  onOpenChange: (open: boolean) => void;
}

/** Confirms deleting a file for good; a failure stays in the dialog. */
export function DeleteFileDialog({ file, onOpenChange }: DeleteFileDialogProps) {
  const { t } = useTranslation('files');
  const mutation = useDeleteFile(file.id);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const confirm = () => {
    setAlertKey(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('files.delete.done'), description: file.fileName });
        onOpenChange(false);
      },
      onError: (error) => setAlertKey(errorMessageKey(error)),
    });
  };
  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t('files.delete.title')}
        description={t('files.delete.description', { name: file.fileName })}
      >
        <div className="mt-5">
          <FormAlert id="delete-file-alert" message={alertKey ? t(alertKey) : null} />
          <DialogActions
            dismissLabel={t('files.delete.cancel')}
            confirmLabel={t('files.delete.confirm')}
            pendingLabel={t('files.delete.deleting')}
            pending={mutation.isPending}
            onConfirm={confirm}
            destructive
          />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
