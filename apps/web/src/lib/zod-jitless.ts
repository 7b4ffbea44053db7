/**
 * zod otherwise tries `new Function` once, when it first parses an object, to see whether it may
 * compile its parsers; the portal's Content-Security-Policy (script-src 'self') refuses it and the
 * browser reports a violation. zod keeps its settings in `globalThis.__zod_globalConfig` and takes
 * an object it finds there (zod/v4/core/core.js), so the app sets `jitless` without importing zod:
 * the frame that calls this carries none of it (decision 263). Call it before any page parses.
 */
export function zodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
