import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_NAME_DEFAULT } from '@portal/contract';
import { z } from 'zod';
import { DEFAULT_POOL_WAIT_MS } from '../db/client.js';
import type { TS3Config } from '../modules/files/index.js';
import { OAUTH_ENV_SHAPE, type TOauthConfig, toOauthConfig } from './oauth-env.js';
import { toVerificationConfig, type TVerificationConfig, VERIFICATION_ENV_SHAPE } from './verification-env.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanString = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** ARCHITECTURE convention 10: the environment is parsed once, at start; every problem is listed. */
const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// 형식의 주소여야 합니다.')
      .optional(),
    PORTAL_DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    SEED_DEMO: booleanString.optional(),
    SITE_NAME: z.string().min(1).max(50).default(SITE_NAME_DEFAULT),
    SESSION_SECRET: z.string().min(32, '32자 이상이어야 합니다.').optional(),
    TRUST_PROXY: z.string().default('false'),
    ADMIN_ALLOWED_IPS: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_POOL_WAIT_MS),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    // SECURITY 11-12: sessions and login
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .min(0.1)
      .max(24 * 60)
      .default(30),
    ADMIN_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .min(0.1)
      .max(24 * 60)
      .default(20),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(12),
    LOGIN_LOCK_MINUTES: z.coerce
      .number()
      .min(1)
      .max(24 * 60)
      .default(30),
    PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    ...VERIFICATION_ENV_SHAPE,
    ...OAUTH_ENV_SHAPE,
    // admin deadLink (decision 009): the daily check's Asia/Seoul time (empty: off) and each request's time-out
    DEAD_LINK_SCHEDULE: z
      .string()
      .trim()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'HH:mm 형식(예: 03:00)이거나 비어 있어야 합니다.')
      .default(''),
    DEAD_LINK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // points (decision 022): how long a withdrawn member's ledger keeps the account id
    POINT_AUDIT_YEARS: z.coerce.number().int().min(1).max(10).default(5),
    // uploaded files (decision 012)
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    FILE_SWEEP_MINUTES: z.coerce
      .number()
      .min(0)
      .max(24 * 60)
      .default(30),
    FILE_TEMP_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 30)
      .default(24),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().default('ap-northeast-2'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9_-]+\/)*$/, '비어 있거나 슬래시로 끝나는 폴더 이름이어야 합니다.')
      .default(''),
  })
  .refine((e) => e.FILE_STORAGE !== 's3' || !!e.S3_BUCKET, { error: 'FILE_STORAGE=s3에는 S3_BUCKET이 필요합니다.', path: ['S3_BUCKET'] });

export type TConfig = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** spec: demo data default on for the embedded database, SEED_DEMO=true otherwise */
  seedDemo: boolean;
  siteName: string;
  sessionSecret: string;
  /** false, or the proxy addresses/CIDRs whose X-Forwarded-For is believed (SECURITY 14) */
  trustProxy: false | string[];
  /** SECURITY 14 recovery path: IPs/CIDRs always allowed into the admin realm, whatever the allow-list says */
  adminAllowedIps: string[];
  logLevel: string;
  webDistDir: string;
  rateLimitPerMinute: number;
  /** how long a request waits for a database connection before it answers 503 */
  databasePoolWaitMs: number;
  maxEventLoopDelayMs: number;
  session: {
    /** idle time-out per realm, in seconds (spec §4 login timer) */
    idleSec: { USER: number; ADMIN: number };
    absoluteSec: number;
  };
  login: { lockSec: number; pswdMaxAgeDays: number };
  /** identity verification providers (join, findId, findPswd) */
  verification: TVerificationConfig;
  /** OAuth 2 login providers and outbound-request rules (SECURITY 6) */
  oauth: TOauthConfig;
  /** the link checker: daily run time 'HH:mm' Asia/Seoul (null: off) and per-request time-out */
  deadLink: { schedule: string | null; timeoutMs: number };
  /** uploads: S3-compatible storage when set (local disk under dataDir otherwise), the orphan sweep (0: off) and how long unsaved uploads are kept */
  files: { s3: TS3Config | null; sweepMinutes: number; tempHours: number };
  /** points: a withdrawn member's ledger rows keep the account id this many years, then a pseudonym */
  point: { auditYears: number };
};

export class ConfigError extends Error {}

/**
 * Outside production a missing secret is created once and kept in the data directory, so
 * tokens survive restarts and several local processes agree; production must set it.
 */
function resolveSessionSecret(given: string | undefined, isProduction: boolean, dataDir: string): string {
  if (given) return given;
  if (isProduction) throw new ConfigError('SESSION_SECRET: 운영 환경에서는 반드시 설정해야 합니다.');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`환경 설정이 올바르지 않습니다 (invalid configuration):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.PORTAL_DATA_DIR);
  const trust = e.TRUST_PROXY.trim();
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    siteName: e.SITE_NAME,
    sessionSecret: resolveSessionSecret(e.SESSION_SECRET, isProduction, dataDir),
    trustProxy:
      trust === '' || trust === 'false'
        ? false
        : trust
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    adminAllowedIps: e.ADMIN_ALLOWED_IPS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    databasePoolWaitMs: e.DATABASE_POOL_WAIT_MS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    session: {
      idleSec: { USER: Math.round(e.SESSION_IDLE_MINUTES * 60), ADMIN: Math.round(e.ADMIN_SESSION_IDLE_MINUTES * 60) },
      absoluteSec: Math.round(e.SESSION_ABSOLUTE_HOURS * 3600),
    },
    login: { lockSec: Math.round(e.LOGIN_LOCK_MINUTES * 60), pswdMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS },
    verification: toVerificationConfig(e, isProduction),
    oauth: toOauthConfig(e, isProduction),
    deadLink: { schedule: e.DEAD_LINK_SCHEDULE || null, timeoutMs: e.DEAD_LINK_TIMEOUT_MS },
    files: {
      s3:
        e.FILE_STORAGE === 's3'
          ? {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              prefix: e.S3_PREFIX,
            }
          : null,
      sweepMinutes: e.FILE_SWEEP_MINUTES,
      tempHours: e.FILE_TEMP_HOURS,
    },
    point: { auditYears: e.POINT_AUDIT_YEARS },
  };
}
