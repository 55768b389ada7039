import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../common/validation.js';
import { ADMIN_IMAGE_MESSAGES } from '../file/file.schema.js';
import { POSTING_MESSAGES as M, ZPopupSave } from './popup.schema.js';
import { parseSeoulDateTime, postingSttsCd } from '../common/posting.rules.js';
import { toSeoulLocalInput } from '../common/seoul-time.js';

const valid = {
  popupNm: '공지',
  bgngDt: '2026-03-01 09:00',
  endDt: '2026-03-31T18:00',
  trgtPages: ['/main', '/eduIntdcn/grts/'],
  width: 400,
  height: '300',
  posTop: 0,
  posLeft: 10,
  cnTypeCd: 'TEXT',
  cn: '안내\n두 줄',
  imageFileId: 3,
  imageAlt: '버려질 설명',
  linkUrl: '',
  trgtTypeCd: '',
};

const errorsOf = (input: object) => {
  const result = ZPopupSave.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error.issues);
};

describe('parseSeoulDateTime', () => {
  it('reads Seoul wall-clock times and ISO times with a zone', () => {
    expect(parseSeoulDateTime('2026-03-01 09:00')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseSeoulDateTime('2026-03-01T09:00:30')?.toISOString()).toBe('2026-03-01T00:00:30.000Z');
    expect(parseSeoulDateTime('2026-03-01T00:00:00Z')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(toSeoulLocalInput('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T09:00');
  });

  it('refuses days and hours that do not exist instead of rolling them over', () => {
    for (const bad of ['2026-02-30 09:00', '2026-03-01 24:00', '2026-13-01 00:00', '2026-03-01', 'tomorrow', '2026-03-01 09:00:60']) {
      expect(parseSeoulDateTime(bad), bad).toBeNull();
    }
  });
});

describe('ZPopupSave', () => {
  it('parses a text popup: Seoul times to ISO, pages without trailing slash, the image dropped', () => {
    const out = ZPopupSave.parse(valid);
    expect(out).toMatchObject({
      bgngDt: '2026-03-01T00:00:00.000Z',
      endDt: '2026-03-31T09:00:00.000Z',
      trgtPages: ['/main', '/eduIntdcn/grts'],
      height: 300,
      imageFileId: null,
      imageAlt: null,
      linkUrl: null,
      trgtTypeCd: null,
      sortSeq: 0,
      useYn: 'Y',
    });
  });

  it('refuses a period out of order, bad pages, links and images', () => {
    expect(errorsOf({ ...valid, endDt: '2026-03-01 09:00' }).endDt).toBe(M.periodOrder);
    expect(errorsOf({ ...valid, trgtPages: ['/admin/popup'] }).trgtPages).toBe(M.trgtPages);
    expect(errorsOf({ ...valid, trgtPages: ['//evil'] }).trgtPages).toBe(M.trgtPages);
    expect(errorsOf({ ...valid, trgtPages: [] }).trgtPages).toBe(M.trgtPagesRequired);
    expect(errorsOf({ ...valid, linkUrl: 'javascript:alert(1)' }).linkUrl).toBe(M.linkUrl);
    for (const linkUrl of ['//evil.example', '/\\evil.example', '/admin/popup', '/a/../admin', 'main'])
      expect(errorsOf({ ...valid, linkUrl }).linkUrl, linkUrl).toBe(M.linkUrl);
    expect(errorsOf({ ...valid, linkUrl: '/eduIntdcn/mnexhlIntdcn' }).linkUrl).toBeUndefined();
    expect(errorsOf({ ...valid, cnTypeCd: 'IMAGE', imageFileId: null, imageAlt: '안내' }).imageFileId).toBe(ADMIN_IMAGE_MESSAGES.required);
    expect(errorsOf({ ...valid, cnTypeCd: 'IMAGE', imageFileId: 'x.svg', imageAlt: '안내' }).imageFileId).toBe(ADMIN_IMAGE_MESSAGES.notImage);
    expect(errorsOf({ ...valid, cnTypeCd: 'IMAGE', imageAlt: ' ' }).imageAlt).toBe(ADMIN_IMAGE_MESSAGES.altRequired);
    expect(errorsOf({ ...valid, cn: '' }).cn).toBe('필수 입력 항목입니다.');
    expect(errorsOf({ ...valid, width: 100 }).width).toBe('200 이상의 값을 입력해 주세요.');
    expect(errorsOf({ ...valid, width: null }).width).toBe('필수 입력 항목입니다.');
  });
});

describe('postingSttsCd', () => {
  it('is upcoming, ongoing or ended on the given clock', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(postingSttsCd('2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z', now)).toBe('UPCOMING');
    expect(postingSttsCd('2026-03-01T00:00:00Z', '2026-03-12T00:00:00Z', now)).toBe('ONGOING');
    expect(postingSttsCd('2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', now)).toBe('ENDED');
  });
});
