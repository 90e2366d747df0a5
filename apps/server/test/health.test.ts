import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

describe('GET /api/health', () => {
  const t = useTestApp({ schemaVersion: '0000_init' });

  it('reports status, database kind and schema version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.BRIGADE_TEST_ENGINE,
      schemaVersion: '0000_init',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
