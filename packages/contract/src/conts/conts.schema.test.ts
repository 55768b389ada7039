import { expect, test } from 'vitest';
import { canChangeContsStts, contsVideoEmbedUrl, CONTS_MESSAGES as M, isContsVideoUrl } from './conts.messages.js';
import { ZContsListQuery, ZContsSave, ZContsSttsBody } from './conts.schema.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

const base = {
  contsTtl: '진로 탐색 활동지',
  contsKndCd: 'WKSHT',
  contsSmry: '중학생이 흥미와 적성을 돌아보는 활동지입니다.',
  contsCn: '<p>본문</p>',
  schlLvls: ['MD01'],
  clsfCds: ['AREA01', 'THEME02'],
};

test('a save needs classifications, each once, under the field clsfCds', () => {
  expect(ZContsSave.safeParse(base).success).toBe(true);
  expect(messagesOf(ZContsSave.safeParse({ ...base, clsfCds: ['AREA01', 'THEME02', 'AREA01'] }))).toEqual([`clsfCds:${M.clsfDup}`]);
  expect(messagesOf(ZContsSave.safeParse({ ...base, clsfCds: [] }))).toEqual([`clsfCds:${M.clsfRequired}`]);
  expect(messagesOf(ZContsSave.safeParse({ ...base, schlLvls: [] }))).toEqual([`schlLvls:${M.schlLvls}`]);
});

test('a video address needs its transcript, and a thumbnail its alternative text', () => {
  const video = { ...base, contsKndCd: 'VIDEO', vdoUrl: 'https://youtu.be/dQw4w9WgXcQ' };
  expect(messagesOf(ZContsSave.safeParse(video))).toEqual([`vdoTrnscr:${M.vdoTrnscr}`]);
  expect(ZContsSave.safeParse({ ...video, vdoTrnscr: '영상 대본' }).success).toBe(true);
  expect(messagesOf(ZContsSave.safeParse({ ...base, vdoUrl: 'https://example.com/v.mp4', vdoTrnscr: 'x' }))).toEqual([`vdoUrl:${M.vdoUrl}`]);
  expect(ZContsSave.safeParse({ ...base, thmbFileId: 7 }).success).toBe(false);
  expect(ZContsSave.parse({ ...base, vdoUrl: '', thmbAlt: ' ' })).toMatchObject({ vdoUrl: null, thmbAlt: null, thmbFileId: null, atchFileModuleId: null });
});

test('publishing needs its time; the allowed state changes', () => {
  expect(messagesOf(ZContsSttsBody.safeParse({ sttsCd: 'PBLC' }))).toEqual([`pblcDt:${M.pblcDtRequired}`]);
  expect(ZContsSttsBody.safeParse({ sttsCd: 'PBLC', pblcDt: '2026-12-01T09:00:00+09:00' }).success).toBe(true);
  expect(ZContsSttsBody.parse({ sttsCd: 'REVIEW' })).toEqual({ sttsCd: 'REVIEW', pblcDt: null });
  expect(canChangeContsStts('DRAFT', 'REVIEW')).toBe(true);
  expect(canChangeContsStts('DRAFT', 'PBLC')).toBe(false);
  expect(canChangeContsStts('REVIEW', 'DRAFT')).toBe(true);
  expect(canChangeContsStts('ARCHV', 'PBLC')).toBe(false);
});

test('the library query: a search of two characters or more, several classifications, 10 or 12 a page', () => {
  expect(ZContsListQuery.safeParse({ q: '진' }).success).toBe(false);
  expect(ZContsListQuery.parse({ q: '진로', clsfCd: 'AREA01', maxResults: '12' })).toEqual({ currentPage: 1, maxResults: 12, q: '진로', clsfCd: ['AREA01'] });
  expect(ZContsListQuery.parse({ clsfCd: ['AREA01', 'JOB02'] }).clsfCd).toEqual(['AREA01', 'JOB02']);
  expect(ZContsListQuery.safeParse({ maxResults: 20 }).success).toBe(false);
});

test('videos are embedded in privacy-enhanced mode', () => {
  expect(contsVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(contsVideoEmbedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456?dnt=1');
  expect(isContsVideoUrl('http://youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
  expect(isContsVideoUrl('https://evil.example/youtube.com')).toBe(false);
});
