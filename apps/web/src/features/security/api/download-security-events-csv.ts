import { apiPaths } from '@brigade/shared/routes';
import { apiErrorFrom } from '../../../lib/api-client.ts';
import { NetworkError } from '../../../lib/api-error.ts';

/** The file name the server chose (Content-Disposition), or one of the same shape. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? `security-events-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads the CSV export for the given API filters. Fetched (not a plain link) so a refusal
 * becomes an error the page can show, then handed to the browser as a download.
 */
export async function downloadSecurityEventsCsv(filters: URLSearchParams): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${apiPaths.admin.securityEventsCsv}?${filters}`, {
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw apiErrorFrom(response.status, response.statusText, payload);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
