import { ZSiteInfo } from '@portal/contract';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { CENTRE_CONTACT } from './site.seed.js';
import { siteSetting } from './site.table.js';

const ctx = useTestApp({ SITE_NAME: '테스트진로포털' });

test('site info: the name follows SITE_NAME until an administrator sets it; footer link lists are seeded', async () => {
  const res = await ctx.app.inject({ url: '/icec/api/site/info' });
  expect(res.statusCode).toBe(200);
  const info = ZSiteInfo.parse(res.json());
  expect(info.siteNm).toBe('테스트진로포털');
  expect(info.copyright).toContain('테스트진로포털');
  expect(info.eduInstLinks.map((l) => l.instNm)).toContain('교육부');
  expect(info.crrInstLinks.map((l) => l.instNm)).toContain('커리어넷');
  for (const link of [...info.eduInstLinks, ...info.crrInstLinks]) expect(link.url).toMatch(/^https:\/\//);

  await ctx.database.db.insert(siteSetting).values({ settingKey: 'SITE_NM', settingValue: '관리자가 바꾼 이름' });
  const changed = await ctx.app.inject({ url: '/icec/api/site/info' });
  expect(changed.json().siteNm).toBe('관리자가 바꾼 이름');
});

test.each([
  ['IndvdlInfoProcessPolcy', '개인정보처리방침', '개인정보 보호책임자'],
  ['SvcUseStplat', '이용약관', '제1조(목적)'],
  ['EmailGrupColctReject', '이메일무단수집거부', '제50조의2'],
])('policy page %s has its text', async (code, title, phrase) => {
  const res = await ctx.app.inject({ url: `/icec/api/site/policy/${code}` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ polcyCd: code, title, effectiveDate: '2026-11-01' });
  expect(res.json().cn).toContain(phrase);
});

test.each(['Unknown', '..%2f..%2fetc%2fpasswd', "x'%20or%201=1--"])('an unknown policy code %s answers a Korean 4xx', async (code) => {
  const res = await ctx.app.inject({ url: `/icec/api/site/policy/${code}` });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().message).toMatch(/[가-힣]/);
});

test('the footer and the centre pages give one address, phone and opening hours, and no placeholder', async () => {
  const info = (await ctx.app.inject({ url: '/icec/api/site/info' })).json();
  expect(info).toMatchObject({ address: CENTRE_CONTACT.address, telNo: CENTRE_CONTACT.telNo, openHours: CENTRE_CONTACT.hours });
  const map = (await ctx.app.inject({ url: '/icec/api/eduIntdcn/CRR_MAP' })).json();
  expect(map.extra).toMatchObject({ addr: info.address, telNo: info.telNo });
  expect(map.cn).toContain(CENTRE_CONTACT.hours);
  expect((await ctx.app.inject({ url: '/icec/api/eduIntdcn/FLR_INFO' })).json().cn).toContain(CENTRE_CONTACT.hours);
  expect(JSON.stringify([info, map])).not.toMatch(/000-000-0000|\(00000\)|관리자 화면에서 설정/);
});
