/**
 * The code groups of career information (issue 16), seeded by the crr-info module into the code
 * tree: the job families and the work values. Users see the reflected names of the code tree;
 * these tables are the shipped names and the keys the work-values test's scales use.
 */
export const JOB_FMLY_GROUP = 'JOB_FMLY';
export const WORK_VALUE_GROUP = 'WORK_VALUE';

export const JOB_FMLY = {
  MGT: '경영·사무·금융',
  EDU: '교육·연구',
  LAW: '법률·경찰·소방·군사',
  HLT: '보건·의료',
  SOC: '사회복지·상담·종교',
  ART: '문화·예술·디자인·방송',
  SPT: '스포츠·레저',
  SVC: '미용·여행·숙박·음식·돌봄',
  SAL: '영업·판매·운송',
  CON: '건설·건축',
  MCH: '기계·금속·재료·제조',
  ELC: '전기·전자·통신',
  ICT: '정보기술·소프트웨어',
  CHM: '화학·환경·에너지',
  AGR: '농림어업·식품',
  SCI: '자연·생명과학',
} as const;
export type TJobFmlyCd = keyof typeof JOB_FMLY;

export const WORK_VALUE = {
  ACHV: '성취',
  SRVC: '봉사',
  STBL: '안정',
  ATNM: '자율',
  CHNG: '변화',
  RCGN: '인정',
  INCM: '보수',
  LESR: '여가',
  LDRS: '지도력',
  CRTV: '창의',
  EXPT: '전문성',
  RLTN: '관계',
} as const;
export type TWorkValueCd = keyof typeof WORK_VALUE;

/** A Holland code of a job: one to three of R I A S E C, each once, strongest first. */
export const isJobHollandCd = (value: string): boolean => /^[RIASEC]{1,3}$/.test(value) && new Set(value).size === value.length;

/** A job code: a capital letter, then capitals and digits (J0001); stable, links and recommendations name it. */
export const JOB_CD_PATTERN = /^[A-Z][A-Z0-9]{1,19}$/;
