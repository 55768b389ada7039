import { describe, expect, test } from 'vitest';
import { actvSeOfRoute, CRR_ACTV_TTL_LABEL, crrActvListPath } from './crr-actv.codes.js';
import { CRR_ACTV_MESSAGES as M } from './crr-actv.messages.js';
import { actvYmdProblem, ZCrrActvForm } from './crr-actv.schema.js';

describe('the list route /crrActv/:upSection/:section/list', () => {
  test.each([
    ['fusion', 'actv', 'FUSN'],
    ['schl', 'actv', 'SCHL'],
    ['stdnt', 'actv', 'STDNT'],
    ['stdnt', 'list', null],
    ['constructor', 'actv', null],
    ['FUSN', 'actv', null],
    [undefined, 'actv', null],
  ] as const)('%s/%s is %s', (upSection, section, kind) => {
    expect(actvSeOfRoute(upSection, section)).toBe(kind);
  });

  test('each kind has its list path and its title label (spec §3)', () => {
    expect(crrActvListPath('FUSN')).toBe('/crrActv/fusion/actv/list');
    expect(crrActvListPath('STDNT')).toBe('/crrActv/stdnt/actv/list');
    expect(CRR_ACTV_TTL_LABEL).toEqual({ FUSN: '체험 활동명', SCHL: '학교 활동명', STDNT: '활동명' });
  });
});

describe('the activity day', () => {
  test('a real day up to today (Seoul) passes; a later day or an impossible one does not', () => {
    expect(actvYmdProblem('2026-03-02', '2026-03-02')).toBeUndefined();
    expect(actvYmdProblem('2026-03-03', '2026-03-02')).toBe(M.futureDate);
    expect(actvYmdProblem('2026-02-29', '2026-03-02')).toBe(M.invalidDate);
    expect(actvYmdProblem('', '2026-03-02')).toBe('필수 입력 항목입니다.');
  });
});

test('a SCHL form names its class; a STDNT form needs none', () => {
  const form = {
    actvSeCd: 'SCHL',
    schlNm: '진로중학교',
    grd: '2',
    actvYmd: '2025-05-01',
    actvNm: '특강',
    actvPrps: '목적',
    actvPlc: '강당',
    actvDgstfn: '4',
    dutyCr: '진로 탐색',
    actvCn: '가'.repeat(50),
    actvOpnn: '나'.repeat(50),
  };
  const refused = ZCrrActvForm.safeParse(form);
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['clsId', M.clsRequired]]);
  const parsed = ZCrrActvForm.parse({ ...form, actvSeCd: 'STDNT', jobCd: '' });
  expect(parsed).toMatchObject({ grd: 2, stdntIds: [], jobCd: undefined });
});
