import { FUSN_RSVT_STTS_NM, seoulDate, type TFusnRsvtView } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { icalOf } from '../../lib/ical.js';
import { newA4Pdf, PDF_COLORS, PDF_PAGE } from '../../lib/pdf.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { viewSchoolRsvt } from './rsvt.service.js';

/** The confirmation sheet (예약 확인서) of a reservation: A4, Korean, text (design.md "School reservations"). */
export async function renderRsvtSheet(view: TFusnRsvtView): Promise<Buffer> {
  const title = '융합활동 예약 확인서';
  const { doc, bytes } = newA4Pdf(title);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(title, { align: 'center' });
  doc.moveDown(1);
  const rows: [string, string][] = [
    ['예약 번호', String(view.schlRsvtId)],
    ['프로그램', view.prgrmNm],
    ['일시', `${view.sesnYmd} ${view.bgngTm}~${view.endTm}`],
    ['장소(주제관)', view.halls.map((h) => h.bmnexhlNm).join(', ') || '-'],
    ['학교', view.schlNm],
    ['예약 교사', view.rsvtUserNm],
    ['예약 인원', `${view.stdntCnt}명 (신청 학생 ${view.aplyCnt}명)`],
    ['신청 마감', seoulDate(new Date(view.ddlnDt))],
    ['상태', FUSN_RSVT_STTS_NM[view.sttsView]],
  ];
  if (view.cnclRsn) rows.push(['취소 사유', view.cnclRsn]);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(11).text(label, PDF_PAGE.margin, y, { width: 110 });
    doc
      .font('regular')
      .fontSize(11)
      .text(value, PDF_PAGE.margin + 120, y, { width: PDF_PAGE.width - 120 });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.8).font('bold').fontSize(13).text('모둠 구성', PDF_PAGE.margin);
  doc.moveDown(0.3);
  for (const u of view.units) doc.font('regular').fontSize(11).text(`· ${u.aplyUnitCd}. ${u.unitNm}: 정원 ${u.cpcty}명, 신청 ${u.aplyCnt}명`);
  doc.moveDown(1.5).fontSize(9.5).fillColor(PDF_COLORS.note).text(`출력일: ${seoulDate()}`, { align: 'right' });
  doc.end();
  return bytes;
}

const fileDay = (ymd: string) => ymd.replaceAll('-', '');

/** GET sheet: the school's teachers. */
export async function rsvtSheetFile(db: TDb, actor: TActor, schlRsvtId: number): Promise<TDownloadFile> {
  const view = await viewSchoolRsvt(db, actor, schlRsvtId);
  return {
    fileName: `융합활동_예약확인서_${fileDay(view.sesnYmd)}_${view.schlRsvtId}.pdf`,
    asciiFileName: `fusion-reservation-${view.schlRsvtId}.pdf`,
    contentType: 'application/pdf',
    body: await renderRsvtSheet(view),
  };
}

/** GET ical: the reservation's session as a calendar event, for the school's teachers. */
export async function rsvtIcalFile(db: TDb, actor: TActor, schlRsvtId: number): Promise<TDownloadFile> {
  const view = await viewSchoolRsvt(db, actor, schlRsvtId);
  const body = icalOf([
    {
      uid: `fusn-rsvt-${view.schlRsvtId}@career-portal`,
      start: new Date(view.bgngDt),
      end: new Date(view.endDt),
      summary: `${view.prgrmNm} (${view.schlNm} ${view.stdntCnt}명)`,
      location: view.halls.map((h) => h.bmnexhlNm).join(', '),
      description: view.units.map((u) => `${u.unitNm} ${u.cpcty}명`).join(', '),
    },
  ]);
  return {
    fileName: `융합활동_${fileDay(view.sesnYmd)}.ics`,
    asciiFileName: `fusion-reservation-${view.schlRsvtId}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body,
  };
}
