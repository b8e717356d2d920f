import { MESSAGES, type LogoUploadResponse } from '@decalforge/shared';
import { ApiError } from '../../../lib/api-client';

/** The server's `{error}` of a failed upload, or the MESSAGES.create text for its status. */
function uploadError(status: number, text: string): ApiError {
  let message: string = status === 413 ? MESSAGES.create.logoSize : MESSAGES.create.logoUploadFailed;
  try {
    const data = JSON.parse(text) as { error?: unknown };
    if (typeof data.error === 'string' && data.error) message = data.error;
  } catch {
    /* keep the fallback */
  }
  return new ApiError(status, message);
}

/**
 * POST /api/logos (multipart, field `file`) with upload progress (0..1). XMLHttpRequest rather
 * than fetch: only it reports upload progress. Resolves with the stored logo; rejects with an
 * ApiError carrying the server's message, or an AbortError when `signal` aborts.
 */
export function uploadLogo(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<LogoUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/logos');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as LogoUploadResponse);
        } catch {
          reject(new ApiError(xhr.status, MESSAGES.create.logoUploadFailed));
        }
      } else reject(uploadError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, MESSAGES.create.logoUploadFailed));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The stored PNG of an uploaded logo (owner only): what the renderer places. */
export function logoImageUrl(id: string): string {
  return `/api/logos/${encodeURIComponent(id)}/image`;
}
