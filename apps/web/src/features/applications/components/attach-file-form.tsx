import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useFileList } from '../../files/index.ts';
import { useChangeAttachments } from '../api/application-attachments.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** My newest files, as many as one list page gives: enough to pick a CV or a certificate. */
const myFilesSearch = 'pageSize=100';

/**
 * Attach one of my files (My Files) to the application. Files are uploaded in My Files, with
 * their resumable progress; this only links one, so the restaurant may read it.
 */
export function AttachFileForm(props: { applicationId: string; attachedIds: readonly string[] }) {
  const { t } = useTranslation('applications');
  const files = useFileList('mine', myFilesSearch);
  const change = useChangeAttachments(props.applicationId);
  const [fileId, setFileId] = useState('');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const choices = (files.data?.items ?? []).filter((file) => !props.attachedIds.includes(file.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fileId) {
      setAlertKey('validation.fileRequired');
      return;
    }
    setAlertKey(null);
    change.mutate(
      { fileId },
      {
        onSuccess: () => {
          setFileId('');
          toast({ title: t('applications.attachments.attached') });
        },
        onError: (error) => {
          const key = errorMessageKey(error);
          setAlertKey(key);
          toast({
            variant: 'destructive',
            title: t('applications.attachments.attachFailed'),
            description: t(key),
          });
        },
      },
    );
  };

  const myFilesLink = (
    <ButtonLink to={paths.files} variant="ghost">
      {t('applications.attachments.openMyFiles')}
    </ButtonLink>
  );
  if (files.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('applications.attachments.loadingMyFiles')}
      </p>
    );
  }
  if (files.isError || choices.length === 0) {
    // Why there is nothing to choose, said once: no files at all (the section above already says
    // none is attached), or every one of them already attached.
    return (
      <div className="grid gap-2">
        <p className="text-muted-foreground">
          {files.isError
            ? t(errorMessageKey(files.error))
            : files.data.items.length === 0
              ? t('applications.attachments.noFilesYet')
              : t('applications.attachments.allAttached')}
        </p>
        <div>{myFilesLink}</div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <label htmlFor="attach-file" className="font-medium">
        {t('applications.attachments.choose')}
      </label>
      <select
        id="attach-file"
        className={inputClasses}
        value={fileId}
        onChange={(event) => setFileId(event.target.value)}
        aria-describedby="attach-file-alert"
      >
        <option value="">{t('applications.attachments.choosePrompt')}</option>
        {choices.map((file) => (
          <option key={file.id} value={file.id}>
            {file.fileName}
          </option>
        ))}
      </select>
      <FormAlert id="attach-file-alert" message={alertKey ? t(alertKey) : null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending
            ? t('applications.attachments.attaching')
            : t('applications.attachments.attach')}
        </Button>
        {myFilesLink}
      </div>
    </form>
  );
}
