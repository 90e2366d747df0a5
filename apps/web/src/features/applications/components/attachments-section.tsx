import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationAttachment } from '@brigade/shared/applications/application-attachments';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useApplicationAttachments, useChangeAttachments } from '../api/application-attachments.ts';
import { AttachFileForm } from './attach-file-form.tsx';
import { DetailSection } from './detail-section.tsx';

/**
 * The files (CV, certificates) attached to an application: both parties download them; the
 * applicant attaches more from My Files and removes them (the files stay in My Files).
 */
export function AttachmentsSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applications');
  const query = useApplicationAttachments(applicationId);
  return (
    <DetailSection id="application-files" title={t('applications.attachments.title')}>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('applications.attachments.loading')}
        </p>
      ) : query.isError ? (
        <LoadError
          title={t('applications.attachments.loadError')}
          retryLabel={t('applications.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-5">
          {query.data.items.length === 0 ? (
            <p className="text-muted-foreground">
              {query.data.canEdit
                ? t('applications.attachments.emptyMine')
                : t('applications.attachments.empty')}
            </p>
          ) : (
            <ul className="grid gap-3">
              {query.data.items.map((item) => (
                <AttachmentRow
                  key={item.fileId}
                  applicationId={applicationId}
                  item={item}
                  canRemove={query.data.canEdit}
                />
              ))}
            </ul>
          )}
          {query.data.canEdit ? (
            <AttachFileForm
              applicationId={applicationId}
              attachedIds={query.data.items.map((item) => item.fileId)}
            />
          ) : null}
        </div>
      )}
    </DetailSection>
  );
}

function AttachmentRow(props: {
  applicationId: string;
  item: ApplicationAttachment;
  canRemove: boolean;
}) {
  const { item } = props;
  const { t, i18n } = useTranslation('applications');
  const change = useChangeAttachments(props.applicationId);
  const remove = () =>
    change.mutate(
      { fileId: item.fileId, detach: true },
      {
        onSuccess: () => toast({ title: t('applications.attachments.removed') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('applications.attachments.removeFailed'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all">{item.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {formatBytes(item.fileSize, i18n.language)} · {item.fileType}
        </p>
      </div>
      <a
        href={item.downloadUrl}
        download={item.fileName}
        className={buttonClasses('outline')}
        aria-label={t('applications.attachments.download', { name: item.fileName })}
      >
        {t('applications.attachments.downloadShort')}
      </a>
      {props.canRemove ? (
        <Button
          variant="ghost"
          onClick={remove}
          disabled={change.isPending}
          aria-label={t('applications.attachments.remove', { name: item.fileName })}
        >
          {change.isPending
            ? t('applications.attachments.removing')
            : t('applications.attachments.removeShort')}
        </Button>
      ) : null}
    </li>
  );
}
