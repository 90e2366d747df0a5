import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { Button } from '../../../components/ui/button.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateFileMetadata } from '../api/change-file.ts';
import {
  metadataFieldNames,
  metadataFormValues,
  parseMetadataForm,
  type MetadataFormValues,
} from '../metadata-form-values.ts';

interface EditFileDialogProps {
  file: StoredFileView;
  onOpenChange: (open: boolean) => void;
}

/**
 * Edits a file's description, category, tags and — for whoever may publish it (its owner, not
 * someone it is shared with) — whether it is public. Problems show under their field and the
 * dialog keeps what was typed.
 */
export function EditFileDialog({ file, onOpenChange }: EditFileDialogProps) {
  const { t, i18n } = useTranslation('files');
  const mutation = useUpdateFileMetadata(file.id);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<MetadataFormValues>({
    defaultValues: metadataFormValues(file),
  });
  const errorOf = (name: keyof MetadataFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSubmit = handleSubmit((values) => {
    setAlertKey(null);
    const parsed = parseMetadataForm(values, { publish: file.canPublish });
    if (!parsed.ok) {
      Object.entries(parsed.errors).forEach(([name, message], index) =>
        setError(name as keyof MetadataFormValues, { message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    mutation.mutate(parsed.input, {
      onSuccess: () => {
        toast({ title: t('files.edit.saved'), description: file.fileName });
        onOpenChange(false);
      },
      onError: (error) => {
        if (applyFieldErrors(error, setError, metadataFieldNames, (key) => i18n.exists(key))) {
          return;
        }
        setAlertKey(errorMessageKey(error));
      },
    });
  });

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel title={t('files.edit.title')} description={file.fileName}>
        <form
          noValidate
          aria-busy={mutation.isPending}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5 grid gap-5"
        >
          <FormField
            id="file-description"
            label={t('files.edit.description')}
            error={errorOf('description')}
          >
            {(control) => (
              <textarea
                {...control}
                {...register('description')}
                rows={3}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField
            id="file-category"
            label={t('files.edit.category')}
            error={errorOf('category')}
          >
            {(control) => <input {...control} {...register('category')} className={inputClasses} />}
          </FormField>
          <FormField
            id="file-tags"
            label={t('files.edit.tags')}
            hint={t('files.edit.tagsHint')}
            error={errorOf('tags')}
          >
            {(control) => <input {...control} {...register('tags')} className={inputClasses} />}
          </FormField>
          {file.canPublish ? (
            <div>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  {...register('isPublic')}
                  className="size-5 accent-primary"
                />
                <span className="font-semibold">{t('files.edit.isPublic')}</span>
              </label>
              <p className="text-sm text-muted-foreground">{t('files.edit.isPublicHint')}</p>
              {errorOf('isPublic') ? (
                <p className="text-sm text-danger">{errorOf('isPublic')}</p>
              ) : null}
            </div>
          ) : null}
          <div>
            <FormAlert id="edit-file-alert" message={alertKey ? t(alertKey) : null} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={mutation.isPending}>
                  {t('files.edit.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('files.edit.saving') : t('files.edit.save')}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
