import { apiErrorFrom } from './api-client.ts';
import { NetworkError } from './api-error.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs one file as multipart (field `file`) and reports the upload's progress in percent. The
 * answer is parsed as JSON; a failure becomes an ApiError (our envelope) or a NetworkError, as
 * with apiFetch. XMLHttpRequest rather than fetch: fetch cannot report upload progress, XHR can.
 */
export function uploadWithProgress<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(apiErrorFrom(request.status, request.statusText, payload));
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
