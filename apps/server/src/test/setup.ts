import '../../../../test/fail-on-console-error.js';
