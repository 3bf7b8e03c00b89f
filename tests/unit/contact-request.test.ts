import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiRequest, RequestError } from '../../src/lib/request.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('request helper', () => {
  test('writes JSON with a JSON content type and credentials included', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    const res = await apiRequest('POST', '/api/contact', { a: 'ä' });
    expect(res.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":"ä"}',
      credentials: 'include',
    });
  });

  test('a non-OK answer is raised as "<status>: <body text>"', async () => {
    stubFetch(new Response('{"error":"Zu viele Anfragen."}', { status: 429, statusText: 'Too Many Requests' }));
    const err = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as Error).message).toBe('429: {"error":"Zu viele Anfragen."}');
    expect((err as RequestError).status).toBe(429);
    expect((err as RequestError).json()).toEqual({ error: 'Zu viele Anfragen.' });
  });

  test('an empty body falls back to the status text', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow(/^500: Internal Server Error$/);
  });

  test('no retry: one failed call is one request', async () => {
    const fetchMock = stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('503: Service Unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
