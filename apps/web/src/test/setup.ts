// Components are tested under the app's global styles (tokens, fonts, .sr-only), as users see them.
import { afterAll } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import '../styles/index.css';
import '../../../../test/fail-on-console-error.js';

// Each test unmounts the one before it; the file's last page is unmounted with the file, so a page
// that polls (the attendance roster every 10 s) does not call the real server once the file's fetch
// stub is gone (a busy CI run logged the roster's crash on the dev server's HTML after its file ended).
afterAll(() => cleanup());
