import { describe, expect, it, vi } from 'vitest';
import { zodJitless } from './zod-jitless';

describe('zodJitless', () => {
  it("sets zod's own jitless setting, so parsing an object never tries new Function", async () => {
    zodJitless();
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
