import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

describe('the JSON error envelope', () => {
  const t = useTestApp({
    configure(app) {
      app.get('/api/test/explode', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/brigade/db.ts:12');
      });
    },
  });

  it('answers unknown API paths with a real 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'We could not find what you were looking for.' },
    });
  });

  it('turns an unexpected failure into a 500 that reveals nothing internal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toMatch(/secret_table|\/srv\/|stack/);
  });

  it('answers malformed JSON with bad_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('answers an unsupported content type with bad_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.json().error.code).toBe('bad_request');
  });

  it('answers an oversized body with payload_too_large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});
