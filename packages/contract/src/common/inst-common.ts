import { z } from 'zod';
import { zSearchWrd } from './adm-query.js';
import { zSortSeq } from './fields.js';

/** Korean messages shared by institution codes, schools and assist institutions. */
export const INST_MESSAGES = {
  telno: '전화번호 형식이 올바르지 않습니다. (예: 02-123-4567)',
  email: '이메일 형식이 올바르지 않습니다.',
  zip: '우편번호는 숫자 5자리로 입력해 주세요.',
  instTypeCd: '기관 유형을 선택해 주세요.',
  regionCd: '시도를 선택해 주세요.',
  schlTypeCd: '학교급을 선택해 주세요.',
  sortSeq: '정렬 순서는 0~99999 사이의 숫자로 입력해 주세요.',
} as const;

const TELNO = /^(0\d{1,2}-?\d{3,4}-?\d{4}|1\d{3}-?\d{4})$/;
/** Korean phone numbers: area or mobile prefix (02-123-4567, 010-1234-5678) or a 1588-style number. */
export const isTelno = (value: string) => TELNO.test(value);

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const isEmail = (value: string) => value.length <= 100 && EMAIL.test(value) && !value.includes('..');

export const zOptionalCode = (message: string) => z.string({ error: message }).trim().max(20, message).optional();

export const ZSortSeq = zSortSeq(99_999, INST_MESSAGES.sortSeq);

export const ZSearchWrd = zSearchWrd().describe('part of a name or code');
