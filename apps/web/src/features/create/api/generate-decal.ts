import { MESSAGES } from '@decalforge/shared';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import type { CreateJobBody } from './create-job';

/** Turns a `data:image/...;base64,` URL into a Blob. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:(image\/[\w.+-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error(MESSAGES.create.unexpectedJson);
  const bin = atob(match[2]!);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

/** Reads the generator's answer: a PNG body, or JSON `{image: data-url}`; a non-OK answer becomes the error. */
export async function decalBlobFromResponse(res: Response): Promise<Blob> {
  if (!res.ok) throw new ApiError(res.status, await errorMessageOf(res, MESSAGES.create.generateFailed));
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const data = (await res.json().catch(() => null)) as { image?: unknown } | null;
    const image = data?.image;
    if (typeof image !== 'string' || !image.startsWith('data:image')) throw new Error(MESSAGES.create.unexpectedJson);
    return dataUrlToBlob(image);
  }
  return res.blob();
}

/**
 * POST /api/functions/generate: the direct (blocking) generator call for other clients.
 * Returns the decal PNG as a Blob. The Create page itself uses the job flow to show progress.
 */
export async function generateDecal(body: CreateJobBody, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch('/api/functions/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'image/png, application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    // A network failure has no server message: never show the browser's "Failed to fetch".
    throw new ApiError(0, MESSAGES.create.generateFailed);
  }
  return decalBlobFromResponse(res);
}
