import { z } from 'zod';
import { codeKeys, emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zOptionalText, zRequiredText, zSortSeq, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { checkImageFileAlt, zImageFileId } from '../file/file.schema.js';
import { seoulDate } from '../common/seoul-time.js';
import { SCHL_TYPE } from '../member/member.codes.js';

export const CRR_BOOK_MESSAGES = {
  isbn: 'ISBN이 올바르지 않습니다. 10자리 또는 13자리 번호를 확인해 주세요.',
  year: (max: number) => `출판연도는 1900년부터 ${max}년 사이로 입력해 주세요.`,
  jobsMax: '관련 직업은 10개까지 입력할 수 있습니다.',
  jobMax: '관련 직업명은 30자 이하로 입력해 주세요.',
  schlType: '추천 학교급을 확인해 주세요.',
} as const;

export const CRR_BOOK_LIMITS = { bookNm: 200, authorNm: 100, pblshrNm: 100, coverAlt: 200, sumry: 2000, jobs: 10, job: 30 } as const;
const MIN_YEAR = 1900;

/** The latest publication year an operator may enter: next year (books are announced ahead). */
export const maxPblcnYr = (): number => Number(seoulDate().slice(0, 4)) + 1;

/** ISBN-10 (last digit may be X) or ISBN-13 (978/979) with its check digit; hyphens and spaces ignored. */
export function normalizeIsbn(value: string): string | null {
  const isbn = value.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0);
    return sum % 11 === 0 ? isbn : null;
  }
  if (/^97[89]\d{10}$/.test(isbn)) {
    const sum = [...isbn].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0 ? isbn : null;
  }
  return null;
}

const ZSchlTypeCd = z.enum(codeKeys(SCHL_TYPE), { error: CRR_BOOK_MESSAGES.schlType });

const ZJob = z
  .string({ error: VALIDATION_MESSAGES.invalid() })
  .trim()
  .min(1, VALIDATION_MESSAGES.required())
  .max(CRR_BOOK_LIMITS.job, CRR_BOOK_MESSAGES.jobMax);

/** POST /api/crrBookMng and PUT /api/crrBookMng/:crrBookId. */
export const ZCrrBookSave = z
  .object({
    bookNm: zRequiredText(CRR_BOOK_LIMITS.bookNm),
    authorNm: zRequiredText(CRR_BOOK_LIMITS.authorNm),
    pblshrNm: zRequiredText(CRR_BOOK_LIMITS.pblshrNm),
    pblcnYr: z.coerce
      .number({ error: VALIDATION_MESSAGES.num() })
      .int(VALIDATION_MESSAGES.num())
      .refine((y) => y >= MIN_YEAR && y <= maxPblcnYr(), { error: () => CRR_BOOK_MESSAGES.year(maxPblcnYr()) }),
    isbn: z
      .string({ error: VALIDATION_MESSAGES.invalid() })
      .trim()
      .max(20, CRR_BOOK_MESSAGES.isbn)
      .refine((v) => v === '' || normalizeIsbn(v) !== null, CRR_BOOK_MESSAGES.isbn)
      .optional(),
    coverFileId: zImageFileId(),
    coverAlt: zOptionalText(CRR_BOOK_LIMITS.coverAlt),
    sumry: zOptionalText(CRR_BOOK_LIMITS.sumry),
    relatedJobs: z.array(ZJob, { error: VALIDATION_MESSAGES.invalid() }).max(CRR_BOOK_LIMITS.jobs, CRR_BOOK_MESSAGES.jobsMax).default([]),
    trgtSchlTypeCds: z.array(ZSchlTypeCd, { error: CRR_BOOK_MESSAGES.schlType }).max(3, CRR_BOOK_MESSAGES.schlType).default([]),
    sortSeq: zSortSeq(99_999),
    useYn: ZUseYn,
  })
  .superRefine(checkImageFileAlt('coverFileId', 'coverAlt'));
export type TCrrBookSave = z.infer<typeof ZCrrBookSave>;
/** What the admin form holds before parsing (numbers may still be text). */
export type TCrrBookSaveInput = z.input<typeof ZCrrBookSave>;

const ZSearchWrd = zSearchWrd(100).describe('part of the title, author or publisher');

export const ZCrrBookListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: ZSearchWrd,
  schlTypeCd: emptyAsUndefined(ZSchlTypeCd),
  useYn: emptyAsUndefined(ZYn),
});
export type TCrrBookListQuery = z.infer<typeof ZCrrBookListQuery>;

export const ZCrrBookParams = z.object({ crrBookId: ZId });

export const ZCrrBookItem = z.object({
  crrBookId: z.number().int(),
  bookNm: z.string(),
  authorNm: z.string(),
  pblshrNm: z.string(),
  pblcnYr: z.number().int(),
  isbn: z.string().nullable(),
  coverFileId: z.number().int().nullable(),
  coverPath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the cover'),
  coverAlt: z.string().nullable(),
  sumry: z.string().nullable(),
  relatedJobs: z.array(z.string()),
  trgtSchlTypeCds: z.array(z.string()),
  sortSeq: z.number().int(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TCrrBookItem = z.infer<typeof ZCrrBookItem>;

export const ZCrrBookListResponse = zPageOf(ZCrrBookItem);
export type TCrrBookListResponse = z.infer<typeof ZCrrBookListResponse>;

/** GET /icec/api/crrBook/list: the books in use, 10 a page (spec §9), a keyword and a school type. */
export const ZCrrBookPublicQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  searchWrd: ZSearchWrd,
  schlTypeCd: emptyAsUndefined(ZSchlTypeCd),
});
export type TCrrBookPublicQuery = z.infer<typeof ZCrrBookPublicQuery>;

export const ZCrrBookPublicItem = ZCrrBookItem.pick({
  crrBookId: true,
  bookNm: true,
  authorNm: true,
  pblshrNm: true,
  pblcnYr: true,
  coverPath: true,
  coverAlt: true,
  relatedJobs: true,
  trgtSchlTypeCds: true,
});
export type TCrrBookPublicItem = z.infer<typeof ZCrrBookPublicItem>;

export const ZCrrBookPublicListResponse = zPageOf(ZCrrBookPublicItem);
export type TCrrBookPublicListResponse = z.infer<typeof ZCrrBookPublicListResponse>;

/** GET /icec/api/crrBook/:crrBookId */
export const ZCrrBookPublicDetail = ZCrrBookPublicItem.extend({ isbn: z.string().nullable(), sumry: z.string().nullable() });
export type TCrrBookPublicDetail = z.infer<typeof ZCrrBookPublicDetail>;
