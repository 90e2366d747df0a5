import { Share2 } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';

interface ShareJobButtonProps {
  job: { id: string; title: string; venueName: string; city: string };
  className?: string;
}

/** The user closed the share sheet: nothing to report. */
function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * "Share": the system share sheet (Web Share API) where the browser has one, mostly phones;
 * elsewhere the job's link goes to the clipboard and a toast says so, or, when the clipboard
 * refuses, shows the link to copy by hand.
 */
export function ShareJobButton({ job, className }: ShareJobButtonProps) {
  const { t } = useTranslation('jobBoard');
  const share = async () => {
    const url = new URL(paths.job(job.id), window.location.origin).href;
    const text = t('jobBoard.job.share.text', {
      title: job.title,
      venue: job.venueName,
      city: job.city,
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: job.title, text, url });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Refused (no user gesture left, a policy): copying the link still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('jobBoard.job.share.copied'), description: url });
    } catch {
      toast({
        title: t('jobBoard.job.share.failed'),
        description: t('jobBoard.job.share.failedBody', { url }),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()} className={className}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('jobBoard.job.share.action')}
    </Button>
  );
}
