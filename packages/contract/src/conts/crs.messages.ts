/** Contents classes (수업, code `crs`; issue 20): ordered courses of contents. Zod-free: the web imports them at run time. */

export const CRS_LIMITS = { crsTtl: 100, crsSmry: 1000, sesnTtl: 100, sesnObjc: 1000, tchrNote: 2000, sesns: 30, sesnConts: 10, q: 50 } as const;

export const CRS_MESSAGES = {
  notFound: '수업을 찾을 수 없습니다.',
  sesnRequired: '차시를 한 개 이상 추가해 주세요.',
  sesnMax: `차시는 ${CRS_LIMITS.sesns}개까지 추가할 수 있습니다.`,
  sesnContsRequired: '차시마다 콘텐츠를 한 개 이상 선택해 주세요.',
  sesnContsMax: `차시마다 콘텐츠는 ${CRS_LIMITS.sesnConts}개까지 선택할 수 있습니다.`,
  sesnContsDup: '이미 추가된 콘텐츠입니다.',
  contsUnknown: '선택한 콘텐츠를 찾을 수 없습니다.',
  schlLvls: '대상 학교급을 선택해 주세요.',
  pblcDt: '게시 일시 형식이 올바르지 않습니다.',
  sttsChange: '이 상태로 바꿀 수 없습니다.',
  notRemovable: '작성 중이거나 보관된 수업만 삭제할 수 있습니다.',
  removeAssigned: '학급에 배정된 수업은 삭제할 수 없습니다. 선생님이 배정을 취소한 뒤 삭제해 주세요.',
  teacherOnly: '선생님만 수업을 배정할 수 있습니다.',
  classForbidden: '담당하는 학급에만 수업을 배정할 수 있습니다.',
  asgnDup: '이미 이 학급에 배정된 수업입니다.',
  asgnNotFound: '배정 내역을 찾을 수 없습니다.',
  asgnDone: '수업을 학급에 배정했습니다.',
  unassignForbidden: '담당하는 학급에 직접 배정한 수업만 배정을 취소할 수 있습니다.',
} as const;

/** Editorial states, as contents (DRAFT 작성 중, REVIEW 검토 중, PBLC 게시, ARCHV 보관). */
export const CRS_REMOVABLE_STTS = ['DRAFT', 'ARCHV'] as const;
