import type { TContsVerDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isScheduled, seoulIso } from './conts-adm-format';
import { compareRows } from './ver-compare-rows';

const ver = (verNo: number, over: Partial<TContsVerDetail['snpsht']>): TContsVerDetail => ({
  verNo,
  chgFlds: [],
  rstrVerNo: null,
  registeredBy: 'admin',
  registeredAt: '2026-11-01T00:00:00.000Z',
  snpsht: {
    contsTtl: '진로 탐색',
    contsKndCd: 'DOC',
    contsSmry: '요약',
    contsCn: '<p>본문 <strong>굵게</strong></p>',
    vdoUrl: null,
    vdoTrnscr: null,
    atchFileModuleId: 'grp',
    atchFileNms: ['a.pdf'],
    thmbFileId: null,
    thmbAlt: null,
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA01'],
    sttsCd: 'DRAFT',
    pblcDt: null,
    ...over,
  },
  clsfs: [{ clsfCd: 'AREA01', clsfNm: '자기이해와 사회적 역량 개발' }],
  atchNotRestored: '',
});

describe('the version comparison', () => {
  it('reads names instead of codes, the body without markup, and marks only the fields whose stored values differ', () => {
    const rows = compareRows(
      ver(1, {}),
      ver(2, { contsCn: '<p>본문 굵게</p>', atchFileNms: ['a.pdf', 'b.hwp'], sttsCd: 'PBLC', pblcDt: '2026-12-01T00:00:00.000Z' }),
    );
    const row = (field: string) => rows.find((r) => r.field === field)!;
    expect(row('contsKndCd')).toMatchObject({ label: '유형', left: '문서', changed: false });
    expect(row('schlLvls').left).toBe('중학교, 고등학교');
    expect(row('clsfCds').left).toBe('자기이해와 사회적 역량 개발');
    // the same words in other markup: the text reads the same, the stored body changed
    expect(row('contsCn')).toMatchObject({ left: '본문 굵게', right: '본문 굵게', changed: true });
    expect(row('atchFileModuleId')).toMatchObject({ label: '첨부파일', right: 'a.pdf, b.hwp', changed: true });
    expect(row('sttsCd')).toMatchObject({ left: '작성 중', right: '게시', changed: true });
    expect(row('pblcDt')).toMatchObject({ left: '', right: '2026-12-01 09:00', changed: true });
    expect(rows.filter((r) => r.changed).map((r) => r.field)).toEqual(['contsCn', 'atchFileModuleId', 'sttsCd', 'pblcDt']);
  });
});

describe('scheduled publishing', () => {
  it('sends a Seoul wall-clock time with its offset, and calls a published content with a later time scheduled', () => {
    expect(seoulIso('2026-12-01 09:00')).toBe('2026-12-01T09:00:00+09:00');
    const now = new Date('2026-11-27T00:00:00Z');
    expect(isScheduled('PBLC', '2026-11-28T00:00:00Z', now)).toBe(true);
    expect(isScheduled('PBLC', '2026-11-26T00:00:00Z', now)).toBe(false);
    expect(isScheduled('REVIEW', '2026-11-28T00:00:00Z', now)).toBe(false);
  });
});
