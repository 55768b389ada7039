import { z } from 'zod';
import { ZYn } from '../common/yn.js';
import { POLICY_PAGE_CODES } from './site.codes.js';

/** spec §3 menu item; acsAuthrt is computed per caller (N: may not be run). */
export const ZMenuItem = z.object({
  menuId: z.string(),
  upMenuId: z.string().nullable(),
  level: z.number().int().min(1).max(3),
  menuNm: z.string(),
  menuUrl: z.string().nullable(),
  menuExpln: z.string().nullable(),
  acsAuthrt: ZYn,
  trgtTypeCd: z.string().nullable().describe('B opens the menu in a new window'),
  sortSeq: z.number().int(),
  lgnNeedYn: ZYn.describe('Y: a guest opening it is sent to the login page (spec §6 route guard)'),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;
export const ZMenuListResponse = z.object({ userMenuList: z.array(ZMenuItem) });
export type TMenuListResponse = z.infer<typeof ZMenuListResponse>;

export const ZPolicyPageCode = z.enum(POLICY_PAGE_CODES);
export const ZPolicyParams = z.object({ polcyCd: ZPolicyPageCode });

export const ZPolicyPage = z.object({
  polcyCd: ZPolicyPageCode,
  title: z.string(),
  cn: z.string().describe('plain text; paragraphs separated by blank lines'),
  effectiveDate: z.string().describe('YYYY-MM-DD'),
});
export type TPolicyPage = z.infer<typeof ZPolicyPage>;

export const ZInstLink = z.object({ instNm: z.string(), url: z.string() });
export const ZSiteInfo = z.object({
  siteNm: z.string(),
  address: z.string(),
  telNo: z.string(),
  openHours: z.string().describe('e.g. 평일 09:00~18:00 (토·일요일, 공휴일 휴관)'),
  copyright: z.string(),
  eduInstLinks: z.array(ZInstLink).describe('footer: education institutions'),
  crrInstLinks: z.array(ZInstLink).describe('footer: career institutions'),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
