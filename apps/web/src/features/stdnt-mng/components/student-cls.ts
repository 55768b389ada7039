import type { TMbrMngListItem } from '@portal/contract';
import type { TFunction } from '../../../lib/i18n';

/** "2학년 3반 7번", "2학년 3반 (승인 대기)" or "학급 없음": this school year's class of a student. */
export function studentClsText(student: Pick<TMbrMngListItem, 'grd' | 'clsNo' | 'stdntNo' | 'clsSttsCd'>, t: TFunction): string {
  if (student.clsNo === null || student.grd === null) return t('stdntMng.mbrMng.noCls');
  if (student.clsSttsCd === 'PNDG') return t('stdntMng.mbrMng.clsPending', { grd: student.grd, clsNo: student.clsNo });
  return t('stdntMng.mbrMng.clsValue', { grd: student.grd, clsNo: student.clsNo, stdntNo: student.stdntNo ?? '-' });
}
