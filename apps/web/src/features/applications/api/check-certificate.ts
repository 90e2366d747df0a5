import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/**
 * POST /api/applications/:id/certificates/:certificateId/check: the venue saw the document (409
 * certificate_check_unavailable without one).
 */
export function checkCertificate(id: string, certificateId: string): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(apiPaths.applicationCertificateCheck(id, certificateId), {
    method: 'POST',
  });
}

export function useCheckCertificate(applicationId: string) {
  return useApplicationChange<string>(applicationId, checkCertificate);
}
