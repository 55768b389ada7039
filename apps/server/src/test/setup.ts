import { afterAll, afterEach } from 'vitest';
import '../../../../test/fail-on-console-error.js';
import { assertNoLoggedValues } from './test-log.js';

// issue 13: the log of every test app is checked for values of failed statements.
afterEach(assertNoLoggedValues);
afterAll(assertNoLoggedValues);
