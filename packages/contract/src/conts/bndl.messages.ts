/** Bulk registration of contents (issue 20, admin `contentsBundle`): the sheet's columns, limits and messages. Zod-free. */

/** The sheet's columns (row 1 names them; their order is free, other columns are ignored). */
export const CONTS_BNDL_COLUMNS = [
  { key: 'contsTtl', header: '제목', required: true },
  { key: 'contsKndCd', header: '종류', required: true },
  { key: 'schlLvls', header: '학교급', required: true },
  { key: 'clsfCds', header: '분류 코드', required: true },
  { key: 'contsSmry', header: '요약', required: true },
  { key: 'vdoUrl', header: '외부 영상 주소', required: false },
  { key: 'vdoTrnscr', header: '영상 내용', required: false },
  { key: 'atchFileNms', header: '첨부 파일명', required: false },
  { key: 'contsId', header: '콘텐츠 번호', required: false },
] as const;
export type TContsBndlKey = (typeof CONTS_BNDL_COLUMNS)[number]['key'];

/** The template's example row (the web writes the template itself). */
export const CONTS_BNDL_EXAMPLE: Record<TContsBndlKey, string> = {
  contsTtl: '나의 흥미와 적성 알아보기',
  contsKndCd: '활동지',
  schlLvls: '중,고',
  clsfCds: 'AREA01,THEME01',
  contsSmry: '흥미 검사 결과로 나에게 맞는 직업군을 찾아보는 활동지입니다.',
  vdoUrl: '',
  vdoTrnscr: '',
  atchFileNms: '흥미와적성_활동지.pdf',
  contsId: '',
};

/** The short school-level names a cell may use beside the codes. */
export const CONTS_BNDL_SCHL_SHORT = { 초: 'EL01', 중: 'MD01', 고: 'HI01' } as const;

export const CONTS_BNDL_LIMITS = {
  /** data rows of one sheet */
  maxRows: 1000,
  /** the sheet (.xlsx) itself */
  maxBytes: 2 * 1024 * 1024,
  /** row errors answered (the count says how many in all) */
  maxErrors: 500,
  /** upload groups of one bundle (a group holds CONTS_FILE_LIMITS.maxCount files) */
  maxGroups: 200,
} as const;

export const CONTS_BNDL_MESSAGES = {
  invalid: '오류가 있는 행이 있어 아무것도 등록하지 않았습니다. 오류를 고친 뒤 다시 확인해 주세요.',
  badXlsx: '엑셀(.xlsx) 파일을 읽을 수 없습니다. 양식 파일에 내용을 입력해 올려 주세요.',
  noData: '등록할 행이 없습니다. 2행부터 콘텐츠를 한 행에 하나씩 입력해 주세요.',
  tooLarge: (mb: number) => `엑셀 파일은 ${mb}MB 이하만 올릴 수 있습니다.`,
  tooManyRows: (max: number) => `한 번에 ${max.toLocaleString('ko-KR')}행까지 등록할 수 있습니다.`,
  missingColumn: '필수 열이 없습니다.',
  duplicateColumn: '같은 이름의 열이 두 개 이상 있습니다.',
  required: '필수 입력 항목입니다.',
  contsKnd: (names: string) => `종류는 ${names} 중 하나를 코드나 이름으로 입력해 주세요.`,
  schlLvl: '학교급은 EL01, MD01, HI01 또는 초, 중, 고로 입력해 주세요(여러 개는 쉼표로 구분).',
  clsfUnknown: (code: string) => `분류 코드 '${code}'를 찾을 수 없습니다.`,
  formula: '수식으로 시작하는 값(=, +, -, @)은 입력할 수 없습니다.',
  contsIdFormat: '콘텐츠 번호는 숫자로 입력해 주세요.',
  contsNotFound: (id: string) => `콘텐츠 번호 ${id}의 콘텐츠를 찾을 수 없습니다.`,
  contsIdTwice: (row: number) => `${row}행과 같은 콘텐츠 번호입니다.`,
  fileMissing: (name: string) => `첨부 파일 '${name}'이(가) 올린 파일에 없습니다.`,
  fileAmbiguous: (name: string) => `같은 이름의 첨부 파일 '${name}'이(가) 두 개 이상 올라와 있습니다.`,
  fileTwice: (name: string, row: number) => `첨부 파일 '${name}'은(는) ${row}행에서 이미 사용했습니다.`,
  fileTwiceInRow: (name: string) => `첨부 파일 '${name}'을(를) 한 행에 두 번 적었습니다.`,
  fileCount: (max: number, kept: number) =>
    kept > 0 ? `첨부 파일은 콘텐츠 하나에 ${max}개까지입니다(이미 ${kept}개가 있습니다).` : `첨부 파일은 콘텐츠 하나에 ${max}개까지입니다.`,
  mapCount: (row: number, max: number) => `${row}행 콘텐츠의 첨부 파일이 ${max}개를 넘습니다. 다른 콘텐츠를 선택해 주세요.`,
  /** spec §5: mapping attachments allows only one content selected */
  mapOne: (name: string) => `첨부 파일 '${name}'에는 콘텐츠를 하나만 선택할 수 있습니다.`,
  mapNone: (name: string) => `첨부 파일 '${name}'에 연결할 콘텐츠를 선택해 주세요.`,
  mapUnknownFile: '연결한 첨부 파일을 찾을 수 없습니다. 다시 확인해 주세요.',
  mapNamed: (name: string) => `첨부 파일 '${name}'은(는) 시트에서 이미 이름으로 연결되었습니다.`,
  mapRow: '연결할 콘텐츠의 행 번호가 올바르지 않습니다.',
  /** spec §8: the bulk-registration confirm */
  confirm: '기존 분류는 모두 초기화 후 다시 등록되며, 첨부 파일은 추가됩니다. 이 작업은 되돌릴 수 없습니다. 진행하시겠습니까?',
} as const;
