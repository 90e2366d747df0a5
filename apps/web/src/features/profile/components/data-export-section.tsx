import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { preloadToaster } from '../../../components/toast/load-toaster.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDownloadDataExport } from '../api/download-data-export.ts';
import { saveBlob } from '../save-blob.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * "Download my data" on Edit Profile (issue 13): says what the zip holds, fetches it while
 * showing how much has arrived, saves it, and reports success or the refusal (429…) as a toast.
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation('profile');
  const download = useDownloadDataExport();
  const [received, setReceived] = useState(0);

  // The outcome is a toast: have the toaster's code ready, even if the network goes.
  useEffect(() => preloadToaster(), []);

  const start = () => {
    setReceived(0);
    download.mutate(
      { onProgress: setReceived },
      {
        onSuccess: ({ blob, fileName }) => {
          saveBlob(blob, fileName);
          toast({
            title: t('profile.dataExport.doneTitle'),
            description: t('profile.dataExport.doneDescription', { fileName }),
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('profile.dataExport.failedTitle'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  };

  return (
    <ProfileSection
      id="data-export-title"
      icon={Download}
      tone="primary"
      title={t('profile.dataExport.title')}
      body={t('profile.dataExport.body')}
    >
      <Button
        variant="outline"
        onClick={start}
        disabled={download.isPending}
        aria-busy={download.isPending}
        className="mt-4 w-full sm:w-auto"
      >
        {download.isPending ? t('profile.dataExport.preparing') : t('profile.dataExport.action')}
      </Button>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
        {download.isPending && received > 0
          ? t('profile.dataExport.progress', { size: formatBytes(received, i18n.language) })
          : null}
      </p>
    </ProfileSection>
  );
}
