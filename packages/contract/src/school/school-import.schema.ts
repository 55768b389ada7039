import { z } from 'zod';

/**
 * POST /api/schlInfoMng/import: an .xlsx or UTF-8 CSV sent as the request body. Columns are
 * found by their Korean header; every row is checked before anything is written.
 */
export const SCHOOL_IMPORT_COLUMNS = [
  { key: 'schlNm', header: '학교명', required: true, example: '진로중학교' },
  { key: 'schlTypeCd', header: '학교급', required: true, example: '중학교' },
  { key: 'regionCd', header: '시도', required: true, example: '서울' },
  { key: 'addr', header: '주소', required: false, example: '서울특별시 종로구 진로길 1' },
  { key: 'zip', header: '우편번호', required: false, example: '03000' },
  { key: 'telno', header: '전화번호', required: false, example: '02-123-4567' },
  { key: 'hmpgUrl', header: '누리집', required: false, example: 'https://example.sen.ms.kr' },
  { key: 'neisSchlCd', header: 'NEIS 학교코드', required: true, example: '7000001' },
  { key: 'instCd', header: '기관코드', required: false, example: '' },
] as const;
export type TSchoolImportKey = (typeof SCHOOL_IMPORT_COLUMNS)[number]['key'];

export const SCHOOL_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  /** row errors answered at most; errorCount gives the total */
  maxErrors: 500,
} as const;

export const SCHOOL_IMPORT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export const SCHOOL_IMPORT_MESSAGES = {
  invalid: '오류가 있는 행이 있어 아무것도 가져오지 않았습니다. 오류를 고친 뒤 다시 가져와 주세요.',
  fileType: '엑셀(xlsx) 또는 CSV(UTF-8) 파일만 올릴 수 있습니다.',
  badXlsx: '엑셀(xlsx) 파일을 읽을 수 없습니다. 파일을 확인해 주세요.',
  badCsv: 'CSV 파일은 UTF-8로 저장해 주세요.',
  tooLarge: (mb: number) => `파일은 ${mb}MB 이하만 올릴 수 있습니다.`,
  tooManyRows: (n: number) => `한 번에 최대 ${n.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.`,
  noData: '가져올 데이터가 없습니다.',
  missingColumn: '필수 열이 없습니다.',
  duplicateColumn: '같은 이름의 열이 두 번 있습니다.',
  duplicateInFile: (row: number) => `${row}행과 NEIS 학교코드가 같습니다.`,
  formula: '=, +, -, @로 시작하는 값(수식)은 입력할 수 없습니다.',
  schlType: (names: string) => `학교급은 ${names} 중 하나로 입력해 주세요.`,
  region: '시도는 서울, 부산처럼 시도명이나 코드(B10 등)로 입력해 주세요.',
} as const;

export const ZSchoolImportRowError = z.object({
  row: z.number().int().describe('the row number in the sheet (the header is row 1)'),
  column: z.string().describe('the Korean header of the column'),
  message: z.string(),
});
export type TSchoolImportRowError = z.infer<typeof ZSchoolImportRowError>;

export const ZSchoolImportResult = z.object({ inserted: z.number().int(), updated: z.number().int() });
export type TSchoolImportResult = z.infer<typeof ZSchoolImportResult>;

/** The 400 answer when any row fails: nothing was written. */
export const ZSchoolImportError = z.object({
  code: z.literal('IMPORT_INVALID'),
  message: z.string(),
  data: z.object({ rowErrors: z.array(ZSchoolImportRowError), errorCount: z.number().int() }),
});
export type TSchoolImportError = z.infer<typeof ZSchoolImportError>;
