import { ACTV_DGSTFN, ACTV_SE, CRR_ACTV_LOG, type TActvDgstfnCd, type TCrrActvExportBody } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { editableClassOf } from '../cls/index.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { classExportWhere, countClassExport, findClassExportRows, type TClassExportRow } from './crr-actv.list.repo.js';

const COLUMNS: readonly TXlsxColumn<TClassExportRow>[] = [
  ['학년', (r) => r.grd, 6],
  ['반', (r) => r.clsNo, 6],
  ['번호', (r) => r.stdntNo, 6],
  ['이름', (r) => r.userNm, 12],
  ['구분', (r) => ACTV_SE[r.actvSeCd], 14],
  ['활동일', (r) => r.actvYmd, 12],
  ['활동명', (r) => r.actvNm, 30],
  ['활동 목적', (r) => r.actvPrps, 30],
  ['활동 장소', (r) => r.actvPlc, 20],
  ['만족도', (r) => ACTV_DGSTFN[r.actvDgstfn as TActvDgstfnCd] ?? r.actvDgstfn, 10],
  ['관련 직무(직업)', (r) => r.dutyCr, 16],
  ['활동 내용', (r) => r.actvCn, 60],
  ['활동 소감', (r) => r.actvOpnn, 60],
];

/**
 * POST excel: a class's activities of its school year, one row per student and activity, for
 * whoever may edit the class (cls editableClassOf: its homeroom teacher, the school's career teacher, an administrator),
 * after a reason; the file and its EXPORT log row share one transaction (SECURITY 17).
 */
export async function exportClassActvs(db: TDb, actor: TActor, body: TCrrActvExportBody): Promise<TDownloadFile> {
  const target = await editableClassOf(db, actor, body.clsId);
  const where = classExportWhere(body.clsId, body);
  return exportPersonalData(db, actor, {
    reason: body.reason,
    what: CRR_ACTV_LOG.classExport(target),
    fileStem: `진로활동_${target.grd}학년${target.clsNo}반`,
    asciiStem: `career-activities-${target.grd}-${target.clsNo}`,
    sheet: '진로활동',
    columns: COLUMNS,
    count: (tx) => countClassExport(tx, where),
    rows: (tx, limit) => findClassExportRows(tx, where, limit),
  });
}
