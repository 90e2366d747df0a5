import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { downloadSecurityEventsCsv } from '../api/download-security-events-csv.ts';

/** "Export CSV": the events matching the current filters, as a downloaded file. */
export function ExportCsvButton({ filters }: { filters: URLSearchParams }) {
  const { t } = useTranslation('security');
  const [pending, setPending] = useState(false);
  const exportCsv = async () => {
    setPending(true);
    try {
      await downloadSecurityEventsCsv(filters);
      toast({ title: t('security.export.done') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('security.export.failed'),
        description: t(errorMessageKey(error)),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={pending}>
      <Download aria-hidden="true" className="size-4" />
      {pending ? t('security.export.working') : t('security.export.button')}
    </Button>
  );
}
