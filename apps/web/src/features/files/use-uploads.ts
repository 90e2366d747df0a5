import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import { anyAllowedFileType, validateUpload } from '@brigade/shared/files/upload-rules';
import { apiPaths } from '@brigade/shared/routes';
import { refreshQueries } from '../../lib/refresh-queries.ts';
import { storedFilesQueryKey } from './api/list-files.ts';
import { uploadErrorKey } from './upload-error.ts';

/** The spec's upload states. */
export type UploadState = 'running' | 'paused' | 'success' | 'error';

export interface UploadItem {
  key: string;
  name: string;
  percent: number;
  state: UploadState;
  /** Locale key of the message when the state is `error`. */
  errorKey: string | null;
}

/** Small enough that a pause or a lost connection costs little, large enough to stay fast. */
const CHUNK_BYTES = 1024 * 1024;
/** Waits before retrying after a lost connection; refusals (4xx) are not retried. */
const RETRY_DELAYS = [0, 1000, 3000, 5000];

let nextKey = 0;

/**
 * Resumable uploads with tus: each chosen file is checked against the spec's rules first (the
 * server checks again), then sent in chunks with its progress in percent. The upload's address is
 * remembered in the browser under the file's fingerprint (name, type, size, last change), so the
 * same file chosen again after a reload carries on from the bytes the server already has.
 */
export function useUploads(folder: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  // Leaving the page pauses whatever is still running; the server keeps what it received.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) void upload.abort();
    };
  }, []);

  const startOne = (file: File) => {
    nextKey += 1;
    const key = `upload-${nextKey}`;
    const check = validateUpload(file, anyAllowedFileType);
    if (!check.ok) {
      setItems((current) => [
        ...current,
        { key, name: file.name, percent: 0, state: 'error', errorKey: `errors.${check.code}` },
      ]);
      return;
    }
    setItems((current) => [
      ...current,
      { key, name: file.name, percent: 0, state: 'running', errorKey: null },
    ]);
    const metadata: Record<string, string> = { filename: file.name, filetype: file.type };
    if (folder) metadata.folder = folder;
    const upload = new Upload(file, {
      endpoint: apiPaths.uploads.create,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => {
        // 100 only once the server has accepted the whole file (onSuccess).
        const percent = total > 0 ? Math.min(99, Math.floor((sent / total) * 100)) : 0;
        update(key, { percent });
      },
      onSuccess: () => {
        uploads.current.delete(key);
        update(key, { percent: 100, state: 'success' });
        // The list may still be on its first load, answered before this file was stored.
        void refreshQueries(queryClient, storedFilesQueryKey);
      },
      onError: (error) => {
        uploads.current.delete(key);
        update(key, { state: 'error', errorKey: uploadErrorKey(error) });
      },
    });
    uploads.current.set(key, upload);
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
      })
      .catch(() => undefined) // nothing remembered: a fresh upload
      .then(() => upload.start());
  };

  const start = (files: readonly File[]) => files.forEach(startOne);

  const pause = (key: string) => {
    const upload = uploads.current.get(key);
    if (!upload) return;
    void upload.abort();
    update(key, { state: 'paused' });
  };

  const resume = (key: string) => {
    const upload = uploads.current.get(key);
    if (!upload) return;
    update(key, { state: 'running' });
    upload.start();
  };

  /** Stops the upload and has the server drop what it received; the row goes. */
  const cancel = (key: string) => {
    const upload = uploads.current.get(key);
    uploads.current.delete(key);
    if (upload) void upload.abort(true).catch(() => undefined);
    setItems((current) => current.filter((item) => item.key !== key));
  };

  /** Takes a finished (or failed) upload's row away. */
  const dismiss = (key: string) =>
    setItems((current) => current.filter((item) => item.key !== key));

  return { items, start, pause, resume, cancel, dismiss };
}
