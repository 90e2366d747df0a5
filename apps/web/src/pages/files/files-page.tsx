import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { FileList } from '../../features/files/components/file-list.tsx';
import { StorageUsage } from '../../features/files/components/storage-usage.tsx';
import { UploadArea } from '../../features/files/components/upload-area.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /files: My Files, any signed-in user's file storage (issue 6). */
export function FilesPage() {
  return (
    <RequireAccess>
      <MyFiles />
    </RequireAccess>
  );
}

function MyFiles() {
  const { t } = useTranslation('files');
  return (
    <Page title={t('files.title')} lead={t('files.lead')}>
      <div className="grid gap-6">
        <StorageUsage />
        <UploadArea />
        <FileList />
      </div>
    </Page>
  );
}
