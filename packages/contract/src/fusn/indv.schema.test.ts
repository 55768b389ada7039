import { describe, expect, it } from 'vitest';
import { ZFusnIndvAplyExcelBody, ZFusnIndvSesnListQuery, ZFusnIndvSesnParams } from './indv.schema.js';

describe('individual programs schemas', () => {
  it('reads the session list filters from a query string, blanks as none', () => {
    const q = ZFusnIndvSesnListQuery.parse({ prgrmId: '3', bgngYmd: '2026-03-02', endYmd: '', slctSeCd: 'LTRY' });
    expect(q).toMatchObject({ prgrmId: 3, bgngYmd: '2026-03-02', endYmd: undefined, slctSeCd: 'LTRY', currentPage: 1 });
  });

  it('refuses a period that ends before it starts and an impossible day', () => {
    expect(ZFusnIndvSesnListQuery.safeParse({ bgngYmd: '2026-03-10', endYmd: '2026-03-02' }).success).toBe(false);
    expect(ZFusnIndvSesnListQuery.safeParse({ bgngYmd: '2026-02-30' }).success).toBe(false);
    expect(ZFusnIndvSesnListQuery.safeParse({ slctSeCd: 'RAND' }).success).toBe(false);
  });

  it('takes positive session ids only', () => {
    expect(ZFusnIndvSesnParams.safeParse({ sesnId: '0' }).success).toBe(false);
    expect(ZFusnIndvSesnParams.parse({ sesnId: '12' })).toEqual({ sesnId: 12 });
  });

  it('passes the export reason through for the server to check', () => {
    expect(ZFusnIndvAplyExcelBody.parse({ reason: '출석 확인용', sttsCd: '' })).toEqual({ reason: '출석 확인용', sttsCd: undefined });
  });
});
