import { describe, expect, it } from 'vitest';
import { httpError, networkError } from './api-errors';
import { EXIT } from './errors';

const url = 'http://127.0.0.1:3000';

function fetchFailed(cause: unknown): Error {
  return Object.assign(new TypeError('fetch failed'), { cause });
}

describe('API errors as one line and an exit code', () => {
  it('keeps the server message word for word for quota, limits and validation', () => {
    expect(httpError(url, { status: 402, message: 'Monthly limit reached.', retryAfter: null })).toMatchObject({
      message: 'Monthly limit reached.',
      exitCode: EXIT.limit,
      status: 402,
    });
    expect(httpError(url, { status: 429, message: 'Too many requests.', retryAfter: '42' })).toMatchObject({
      message: 'Too many requests. (retry after 42 s)',
      exitCode: EXIT.limit,
    });
    expect(httpError(url, { status: 503, message: 'Busy.', retryAfter: null }).message).toBe('Busy.');
    expect(httpError(url, { status: 400, message: 'Please enter a prompt.', retryAfter: null })).toMatchObject({
      message: 'Please enter a prompt.',
      exitCode: EXIT.failure,
    });
  });

  it('explains a refused token and an answer that is not the API', () => {
    const refused = httpError(url, { status: 401, message: 'Please sign in to continue', retryAfter: null });
    expect(refused.exitCode).toBe(EXIT.auth);
    expect(refused.message).toMatch(/refused the API token .*\/account \(API tokens\) and run decalforge login again$/);
    expect(httpError(url, { status: 404, message: undefined, retryAfter: null }).message).toBe(
      `Unexpected answer from ${url} (HTTP 404): is this a DecalForge server?`,
    );
    expect(httpError(url, { status: 500, message: 'Something went wrong', retryAfter: null }).message).toBe(
      `${url} failed (HTTP 500): Something went wrong`,
    );
  });

  it('names the network failure: refused, unknown host, timeout, both localhost addresses refused', () => {
    expect(networkError(url, fetchFailed({ code: 'ECONNREFUSED' }), 1000)).toMatchObject({
      message: `Cannot reach ${url}: is the server running?`,
      exitCode: EXIT.network,
    });
    const both = fetchFailed(Object.assign(new AggregateError([{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }]), {}));
    expect(networkError('http://localhost:3000', both, 1000).message).toBe('Cannot reach http://localhost:3000: is the server running?');
    expect(networkError('http://nowhere.invalid', fetchFailed({ code: 'ENOTFOUND' }), 1000).message).toBe(
      'Cannot reach http://nowhere.invalid: unknown host nowhere.invalid',
    );
    expect(networkError(url, new DOMException('timed out', 'TimeoutError'), 60_000).message).toBe(`${url} did not answer within 60 s`);
    expect(networkError(url, fetchFailed({ code: 'ECONNRESET' }), 1000).message).toBe(`Cannot reach ${url}: ECONNRESET`);
  });
});
