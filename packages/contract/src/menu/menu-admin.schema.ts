import { z } from 'zod';
import { ZAuditFields, ZUseYn } from '../common/fields.js';
import { isHttpUrl } from '../common/url.js';
import { VALIDATION_MESSAGES, zField } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { ADM_ROLE, JOIN_MBR_TYPES, MBR_TYPE_AUTHRT } from '../member/member.codes.js';
import { codeKeys } from '../common/adm-query.js';

/** The menu page (spec §2 admin menu, §3 menu item): the user header's menus and the back office's. */
export const MENU_REALM = { USER: '사용자', ADMIN: '관리자' } as const;
export type TMenuRealmCd = keyof typeof MENU_REALM;

/** spec §3: menu levels 1 to 3. */
export const MENU_MAX_LEVEL = 3;

/** The admin menu that opens this page: it may not be deleted or hidden (the way back). */
export const MENU_MNG_PAGE_URL = '/admin/menu';

/** spec §3 trgtTypeCd: B opens a new window; none opens in the same window. */
export const MENU_TRGT_TYPE = { B: '새 창' } as const;

/**
 * Who may run a menu (stored as mbrTypeAuthrts; none: everyone). USER menus name the member types
 * that log in to the user service; ADMIN menus name administrator roles (ADM_ROLE).
 */
export const USER_MENU_AUTHRTS = (Object.keys(MBR_TYPE_AUTHRT) as (keyof typeof MBR_TYPE_AUTHRT)[]).filter((code) =>
  JOIN_MBR_TYPES.some((type) => type.mbrTypeAuthrt === code),
);
export const menuAuthrtCodes = (realmCd: TMenuRealmCd): readonly string[] => (realmCd === 'ADMIN' ? Object.keys(ADM_ROLE) : USER_MENU_AUTHRTS);

export const MENU_MNG_MESSAGES = {
  urlPath: '메뉴 주소는 /로 시작하는 이 누리집 안의 경로로 입력해 주세요.',
  urlExternal: '외부 주소(http, https)는 새 창으로 여는 메뉴에만 입력할 수 있습니다.',
  urlAdmin: '관리자 메뉴 주소는 /admin/으로 시작해야 합니다.',
  authrtRequired: '이용할 수 있는 대상을 하나 이상 선택해 주세요.',
  authrtInvalid: '선택할 수 없는 이용 대상입니다.',
  maxLevel: `메뉴는 ${MENU_MAX_LEVEL}단계까지만 만들 수 있습니다.`,
  cycle: '메뉴를 자기 자신이나 그 하위 메뉴 아래로 옮길 수 없습니다.',
  parentNotFound: '상위 메뉴를 찾을 수 없습니다.',
  realmFixed: '사용자 메뉴와 관리자 메뉴 사이에는 옮기거나 바꿀 수 없습니다.',
  wayBack: '메뉴 관리 화면으로 가는 관리자 메뉴가 사라지는 변경은 할 수 없습니다.',
  sortMismatch: '정렬할 메뉴가 현재 하위 메뉴와 다릅니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  full: '이 위치에는 더 이상 메뉴를 추가할 수 없습니다.',
} as const;

/** A same-origin path: '/x', never '//x' or anything with a backslash, space or control character. */
const isSitePath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && ![...url].some((c) => c === '\\' || /\s/.test(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * SECURITY 5: a menu URL is a site path; an external http(s) address only for a menu opening a new
 * window; an admin menu stays inside /admin. Returns the message, or undefined.
 */
export function checkMenuUrl(realmCd: TMenuRealmCd | undefined, menuUrl: string | null | undefined, trgtTypeCd: string | null | undefined): string | undefined {
  const url = menuUrl?.trim();
  if (!url) return undefined;
  if (isSitePath(url)) return realmCd === 'ADMIN' && !url.startsWith('/admin/') ? MENU_MNG_MESSAGES.urlAdmin : undefined;
  if (!isHttpUrl(url)) return MENU_MNG_MESSAGES.urlPath;
  if (realmCd === 'ADMIN') return MENU_MNG_MESSAGES.urlAdmin;
  return trgtTypeCd === 'B' ? undefined : MENU_MNG_MESSAGES.urlExternal;
}

/** Who may run it: null (everyone) or at least one code of the realm. Returns the message, or undefined. */
export function checkMenuAuthrts(realmCd: TMenuRealmCd | undefined, authrts: readonly string[] | null | undefined): string | undefined {
  if (authrts == null) return undefined;
  if (authrts.length === 0) return MENU_MNG_MESSAGES.authrtRequired;
  if (realmCd && !authrts.every((code) => menuAuthrtCodes(realmCd).includes(code))) return MENU_MNG_MESSAGES.authrtInvalid;
  return undefined;
}

export const ZMenuRealmCd = z.enum(codeKeys(MENU_REALM));
export const ZMenuId = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_]+$/);

const blankAsNull = (schema: z.ZodType) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema);

const fields = {
  menuNm: z.string({ error: VALIDATION_MESSAGES.required() }).trim().min(1, VALIDATION_MESSAGES.required()).max(50, VALIDATION_MESSAGES.max(50)),
  menuUrl: zField({ max: 300 }).describe('a site path, or an http(s) address for a new-window menu; empty: a heading only'),
  menuExpln: zField({ max: 200 }),
  mbrTypeAuthrts: z
    .array(z.string().max(10))
    .max(20)
    .nullable()
    .default(null)
    .describe('acsAuthrt per user type: member types (USER) or admin roles (ADMIN) allowed; null: everyone'),
  trgtTypeCd: blankAsNull(z.enum(codeKeys(MENU_TRGT_TYPE)).nullable()) as z.ZodType<'B' | null, 'B' | '' | null | undefined>,
  lgnNeedYn: ZYn.default('N').describe('Y: a guest is sent to the login page'),
  useYn: ZUseYn,
};

type TRefinable = { menuUrl?: string; trgtTypeCd: string | null; mbrTypeAuthrts: string[] | null; realmCd?: TMenuRealmCd };
function refineMenu(value: TRefinable, ctx: z.RefinementCtx) {
  const url = checkMenuUrl(value.realmCd, value.menuUrl, value.trgtTypeCd);
  if (url) ctx.addIssue({ code: 'custom', path: ['menuUrl'], message: url });
  const authrts = checkMenuAuthrts(value.realmCd, value.mbrTypeAuthrts);
  if (authrts) ctx.addIssue({ code: 'custom', path: ['mbrTypeAuthrts'], message: authrts });
}

/** POST /api/menuMng: the level follows from the parent; the id is made by the server. */
export const ZMenuMngCreate = z.object({ realmCd: ZMenuRealmCd, upMenuId: ZMenuId.nullable().default(null), ...fields }).superRefine(refineMenu);
export type TMenuMngCreate = z.input<typeof ZMenuMngCreate>;

/** PUT /api/menuMng/:menuId: the realm cannot change (sent only to be checked); moves go to /move. */
export const ZMenuMngUpdate = z.object({ realmCd: ZMenuRealmCd.optional(), ...fields }).superRefine(refineMenu);
export type TMenuMngUpdate = z.input<typeof ZMenuMngUpdate>;

export const ZMenuMngParams = z.object({ menuId: ZMenuId });
export const ZMenuMngTreeQuery = z.object({ realmCd: ZMenuRealmCd.default('USER') });

/** POST /api/menuMng/move: the menu and its subtree go under upMenuId (null: top level) at position (0: first). */
export const ZMenuMngMove = z.object({
  menuId: ZMenuId,
  upMenuId: ZMenuId.nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type TMenuMngMove = z.infer<typeof ZMenuMngMove>;

/** POST /api/menuMng/sort: every child of upMenuId (null: the realm's top level), in the new order. */
export const ZMenuMngSort = z.object({
  realmCd: ZMenuRealmCd,
  upMenuId: ZMenuId.nullable(),
  menuIds: z.array(ZMenuId).min(1).max(500),
});
export type TMenuMngSort = z.infer<typeof ZMenuMngSort>;

export const ZMenuMngItem = z.object({
  menuId: z.string(),
  realmCd: ZMenuRealmCd,
  upMenuId: z.string().nullable(),
  level: z.number().int().min(1).max(MENU_MAX_LEVEL),
  menuNm: z.string(),
  menuUrl: z.string().nullable(),
  menuExpln: z.string().nullable(),
  trgtTypeCd: z.string().nullable(),
  sortSeq: z.number().int(),
  useYn: ZYn,
  mbrTypeAuthrts: z.array(z.string()).nullable(),
  lgnNeedYn: ZYn,
  ...ZAuditFields,
});
export type TMenuMngItem = z.infer<typeof ZMenuMngItem>;

/** GET /api/menuMng/tree: every menu of the realm (switched-off ones too), parents before children. */
export const ZMenuMngTreeResponse = z.object({
  realmCd: ZMenuRealmCd,
  editYn: ZYn.describe('N: the caller may only look (ADMIN menus are changed by SUPER administrators)'),
  menuList: z.array(ZMenuMngItem),
});
export type TMenuMngTreeResponse = z.infer<typeof ZMenuMngTreeResponse>;
