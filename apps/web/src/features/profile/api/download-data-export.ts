import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import { apiErrorFrom } from '../../../lib/api-client.ts';
import { ApiError, NetworkError } from '../../../lib/api-error.ts';

export interface DataExportFile {
  blob: Blob;
  /** The server's dated name (`brigade-data-2026-11-25.zip`). */
  fileName: string;
}

/** The `filename="…"` of a Content-Disposition header (the server's ASCII fallback). */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'brigade-data.zip';
}

/** Reads the body to the end, reporting the bytes received so far after each chunk. */
async function readAll(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: 'application/zip' });
}

/**
 * GET /api/account/data-export: the zip of everything Brigade holds about the signed-in user.
 * Fetched rather than followed as a link so a refusal (429 rate_limited, 401) arrives as an
 * ApiError the page can show; the zip is held in the browser's memory until it is saved.
 */
export async function downloadDataExport(
  onProgress: (bytes: number) => void = () => undefined,
): Promise<DataExportFile> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(apiPaths.accountDataExport, { credentials: 'same-origin' });
    if (!response.ok) {
      const payload: unknown = await response.json().catch(() => undefined);
      throw apiErrorFrom(response.status, response.statusText, payload);
    }
    blob = await readAll(response, onProgress);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The connection failed or broke off mid-way (the server streams, so that is also how an
    // error after the first byte shows).
    throw new NetworkError(error);
  }
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

export function useDownloadDataExport() {
  return useMutation({
    mutationFn: ({ onProgress }: { onProgress: (bytes: number) => void }) =>
      downloadDataExport(onProgress),
  });
}
