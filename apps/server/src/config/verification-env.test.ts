import { expect, test } from 'vitest';
import { TEST_SECRET } from '../test/secret.js';
import { ConfigError, loadConfig } from './env.js';

const base = { SESSION_SECRET: TEST_SECRET, PORTAL_DATA_DIR: '/tmp/portal-config-test' };

test('the local verification provider is the default outside production', () => {
  expect(loadConfig({ ...base, NODE_ENV: 'development' }).verification).toEqual({ provider: 'LOCAL' });
});

test('production refuses to start with the local provider or an incomplete NICE setup', () => {
  expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, NODE_ENV: 'production', IDENTITY_PROVIDER: 'local' })).toThrow('운영 환경에서는 시험용 본인인증');
  expect(() => loadConfig({ ...base, NODE_ENV: 'production', IDENTITY_PROVIDER: 'nice', NICE_CLIENT_ID: 'id' })).toThrow(
    'NICE_CLIENT_SECRET, NICE_PRODUCT_ID, NICE_RETURN_URL',
  );
  expect(() => loadConfig({ ...base, IDENTITY_PROVIDER: 'nice', NICE_API_BASE: 'http://svc.niceapi.co.kr' })).toThrow(ConfigError);
});

test('a complete NICE setup is taken as given', () => {
  const config = loadConfig({
    ...base,
    NODE_ENV: 'production',
    IDENTITY_PROVIDER: 'nice',
    NICE_CLIENT_ID: 'id',
    NICE_CLIENT_SECRET: 'secret',
    NICE_PRODUCT_ID: '2101979031',
    NICE_RETURN_URL: 'https://portal.example/mbrJoin/niceCallback',
  });
  expect(config.verification).toEqual({
    provider: 'NICE',
    nice: {
      clientId: 'id',
      clientSecret: 'secret',
      productId: '2101979031',
      apiBase: 'https://svc.niceapi.co.kr:22001',
      returnUrl: 'https://portal.example/mbrJoin/niceCallback',
    },
  });
});
