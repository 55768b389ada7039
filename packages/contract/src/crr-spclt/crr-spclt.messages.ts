/** The career remarks' messages (Korean; spec §8 'no career specialty content'). */
export const CRR_SPCLT_MESSAGES = {
  noContent: '진로 특기사항으로 작성할 내용이 없습니다.',
  overLimit: (max: number, count: number) =>
    `진로활동 특기사항은 ${max.toLocaleString('ko-KR')}바이트까지 입력할 수 있습니다. 지금 ${count.toLocaleString('ko-KR')}바이트입니다.`,
  tooLong: (max: number) => `${max.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  studentNotInClass: '이 학급에서 학생을 찾을 수 없습니다.',
  cnLabel: '진로활동 특기사항',
  personalInfo: (kinds: string) => `개인정보(${kinds})는 특기사항에 적을 수 없습니다.`,
} as const;

type TClassOf = { schlYr: number; grd: number; clsNo: number };

/** The access log's and the export file's words (SECURITY 17). */
export const CRR_SPCLT_LOG = {
  roster: (c: TClassOf, count: number) => `진로활동 특기사항 학생 목록 조회 (${c.schlYr}학년도 ${c.grd}학년 ${c.clsNo}반) ${count}명`,
  source: (schlYr: number) => `진로활동 특기사항 작성 자료 조회 (${schlYr}학년도)`,
  save: (schlYr: number) => `진로활동 특기사항 저장 (${schlYr}학년도)`,
  export: (c: TClassOf) => `진로활동 특기사항 (${c.schlYr}학년도 ${c.grd}학년 ${c.clsNo}반)`,
  fileStem: (c: TClassOf) => `진로활동특기사항_${c.grd}학년${c.clsNo}반`,
  sheet: (c: TClassOf) => `${c.grd}학년 ${c.clsNo}반`,
  columns: { stdntNo: '번호', userNm: '이름', cn: '진로활동 특기사항', bytes: '바이트' },
} as const;
