// Components are tested under the app's global styles (tokens, fonts, .sr-only), as users see them.
import '../styles/index.css';
import { afterEach, beforeEach, vi } from 'vitest';

// Convention 9: a test fails on an unexpected console.error.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
