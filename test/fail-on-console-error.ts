import { afterEach, beforeEach, vi } from 'vitest';

// ARCHITECTURE convention 9: a test fails on an unexpected console.error. Imported by every
// Vitest project's setup file (server in Node, web in Chromium).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
