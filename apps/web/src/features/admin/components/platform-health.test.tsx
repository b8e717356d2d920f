import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformHealth } from '@decalforge/shared';
import { PlatformHealthStatus } from './platform-health';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <PlatformHealthStatus />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const health = (storageOk: boolean): PlatformHealth => ({
  ok: storageOk,
  checkedAt: '2026-01-01T12:00:00.000Z',
  checks: [
    { name: 'database', ok: true, ms: 2, kind: 'postgres' },
    { name: 'queue', ok: true, ms: 3, kind: 'pg-boss' },
    storageOk
      ? { name: 'storage', ok: true, ms: 9, kind: 's3' }
      : { name: 'storage', ok: false, ms: 3000, kind: 's3', error: 'no answer within 3000 ms' },
    { name: 'mail', ok: true, ms: 12, kind: 'smtp' },
  ],
});

describe('Platform Health panel', () => {
  it('shows a loading state, then every check from GET /api/admin/health', async () => {
    const fetchMock = renderWith(() => json(200, health(true)));
    expect(screen.getByRole('status', { name: 'Checking platform health' })).toBeTruthy();
    expect(await screen.findByText('System Operational')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/health', expect.anything());
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Database: OK.*postgres/),
      expect.stringMatching(/^Job queue: OK.*pg-boss/),
      expect.stringMatching(/^File storage: OK.*s3/),
      expect.stringMatching(/^E-mail: OK.*smtp/),
    ]);
  });

  it('names a failing check with its reason', async () => {
    renderWith(() => json(200, health(false)));
    expect(await screen.findByText('Degraded')).toBeTruthy();
    expect(screen.getByText(/1 of 4 checks failing/)).toBeTruthy();
    expect(screen.getByText('no answer within 3000 ms')).toBeTruthy();
    expect(screen.queryByText('System Operational')).toBeNull();
  });

  it('shows an error state with Retry when the endpoint fails', async () => {
    renderWith(() => json(403, { error: 'Admin access required' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Health check unavailable');
    expect(alert.textContent).toContain('Admin access required');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
