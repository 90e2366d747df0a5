import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless through the global zod adopts', async () => {
    await import('./zod-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
