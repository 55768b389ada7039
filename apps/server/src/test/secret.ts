/** The server secret of every test app and of the test template's demo data. */
export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
