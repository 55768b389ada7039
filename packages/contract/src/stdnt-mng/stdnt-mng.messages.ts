/** Korean texts of bulk registration and the teachers' member management (spec §8 style). */
export const STDNT_EBLC_MESSAGES = {
  invalid: '오류가 있는 행이 있어 아무도 등록하지 않았습니다. 오류를 고친 뒤 다시 올려 주세요.',
  pastYear: '지난 학년도 학급에는 학생을 등록할 수 없습니다.',
  noData: '등록할 학생이 없습니다. 양식의 2행부터 학생을 입력해 주세요.',
  fileType: '엑셀(xlsx) 또는 CSV(UTF-8) 파일만 올릴 수 있습니다.',
  missingColumn: '필수 열이 없습니다.',
  duplicateColumn: '같은 이름의 열이 두 번 있습니다.',
  nameRule: '이름은 한글 또는 영문 2~20자로 입력해 주세요.',
  noRule: '번호는 1부터 99 사이의 숫자로 입력해 주세요.',
  noDuplicateInFile: (rowNo: number) => `${rowNo}행과 번호가 같습니다.`,
  noTakenInClass: '이 학급에 이미 같은 번호의 학생이 있습니다.',
  brdtFormat: '생년월일을 YYYY-MM-DD 형식으로 입력해 주세요.',
  brdtGrade: (from: number, to: number) => `이 학년 학생의 생년월일로 보기 어렵습니다(${from}년~${to}년생).`,
  tooManyRows: (n: number) => `한 번에 최대 ${n}명까지 등록할 수 있습니다.`,
  accessDesc: (clsNm: string, n: number) => `학생 일괄 등록(${clsNm}, ${n}명): 아이디·임시 비밀번호 발급`,
  /** the purpose kept with the credentials sheet's DOWNLOAD rows (SECURITY 17): fixed, the teacher is not asked */
  accessReason: '학생 계정 안내(일괄 등록)',
  busy: '다른 등록과 겹쳐 아이디나 번호가 이미 쓰였습니다. 잠시 뒤 다시 등록해 주세요.',
} as const;

export const MBR_MNG_MESSAGES = {
  noStudent: '학생을 찾을 수 없습니다.',
  forbidden: '담임 학급 학생이거나 학교의 진로전담교사인 경우에만 관리할 수 있습니다.',
  withdrawn: '탈퇴한 회원은 관리할 수 없습니다.',
  alreadyLocked: '이미 잠금 상태인 계정입니다.',
  notLocked: '잠금 상태인 계정이 아닙니다.',
  notActive: '이용 중인 계정만 잠글 수 있습니다.',
  accessList: '학생 계정 목록 조회',
  accessDetail: '학생 계정 상세 조회',
  accessReset: '학생 임시 비밀번호 발급',
  accessLock: '학생 계정 잠금',
  accessUnlock: '학생 계정 잠금 해제',
} as const;

/** The guardian step at the first login of a bulk-registered student under 14 (spec §4, SECURITY 16). */
export const GRDN_CNST_MESSAGES = {
  required: '만 14세 미만 학생은 보호자(법정대리인)의 동의를 받은 뒤 이용할 수 있습니다.',
} as const;
