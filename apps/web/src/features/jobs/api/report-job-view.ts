import { useEffect } from 'react';
import { apiPaths } from '@brigade/shared/routes';

/**
 * Tells the server, once each time a job page opens, that someone looked at it (listing
 * statistics). Nothing waits for it and a failure changes nothing for the reader; the server
 * leaves out the listing's own venue and crawlers.
 */
export function useReportJobView(jobId: string, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    void fetch(apiPaths.jobs.views(jobId), {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  }, [jobId, open]);
}
