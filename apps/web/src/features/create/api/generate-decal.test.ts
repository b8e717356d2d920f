import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { dataUrlToBlob, decalBlobFromResponse } from './generate-decal';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function bytes(blob: Blob): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}

describe('decalBlobFromResponse', () => {
  it('returns a PNG body as a Blob', async () => {
    const res = new Response(new Uint8Array(PNG_SIGNATURE), { headers: { 'content-type': 'image/png' } });
    const blob = await decalBlobFromResponse(res);
    expect(await bytes(blob)).toEqual(PNG_SIGNATURE);
  });

  it('decodes JSON {image: data-url}', async () => {
    const b64 = btoa(String.fromCharCode(...PNG_SIGNATURE));
    const res = Response.json({ image: `data:image/png;base64,${b64}`, jobId: 'j' });
    const blob = await decalBlobFromResponse(res);
    expect(blob.type).toBe('image/png');
    expect(await bytes(blob)).toEqual(PNG_SIGNATURE);
  });

  it('rejects JSON without a data image', async () => {
    await expect(decalBlobFromResponse(Response.json({ image: 'https://x/y.png' }))).rejects.toThrow('Unexpected JSON response from generator');
    await expect(decalBlobFromResponse(Response.json({ ok: true }))).rejects.toThrow('Unexpected JSON response from generator');
  });

  it("turns a non-OK answer into an error with the server's message", async () => {
    const err = await decalBlobFromResponse(Response.json({ error: 'Universal mode requires Pro subscription.' }, { status: 403 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).message).toBe('Universal mode requires Pro subscription.');
    const text = await decalBlobFromResponse(new Response('gateway timeout', { status: 504 })).catch((e: unknown) => e);
    expect((text as Error).message).toBe('gateway timeout');
  });

  it('dataUrlToBlob rejects anything but an image data URL', () => {
    expect(() => dataUrlToBlob('data:text/plain;base64,aGk=')).toThrow('Unexpected JSON response from generator');
  });
});
