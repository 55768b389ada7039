import { PORTFLO_ACTV_SE, PORTFLO_LOG, PORTFLO_MESSAGES as M, PORTFLO_SECTIONS, seoulDate, type TPortfloView } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { newA4Pdf, PDF_COLORS, PDF_PAGE, type TPdfDoc } from '../../lib/pdf.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { viewPortflo } from './portflo.service.js';

/**
 * The portfolio as an A4 PDF in Korean (issue 18): the sections this reader may see, as text (not
 * images), so the file reads aloud and its text can be copied; fonts and page from lib/pdf.ts.
 */

const heading = (doc: TPdfDoc, text: string) => {
  doc.moveDown(0.8).font('bold').fontSize(14).fillColor(PDF_COLORS.ink).text(text);
  const y = doc.y + 2;
  doc
    .moveTo(PDF_PAGE.margin, y)
    .lineTo(PDF_PAGE.margin + PDF_PAGE.width, y)
    .strokeColor(PDF_COLORS.line)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4).font('regular').fontSize(10.5);
};
const line = (doc: TPdfDoc, text: string) => doc.font('regular').fontSize(10.5).fillColor(PDF_COLORS.ink).text(text, { lineGap: 2 });
const empty = (doc: TPdfDoc, text: string) => doc.font('regular').fontSize(10.5).fillColor(PDF_COLORS.note).text(text).fillColor(PDF_COLORS.ink);
const ymd = (iso: string) => seoulDate(new Date(iso));

function sections(doc: TPdfDoc, view: TPortfloView): void {
  if (view.profile) {
    heading(doc, PORTFLO_SECTIONS.PRFL);
    const { schlNm, grd, clsNm } = view.profile;
    line(doc, `학교: ${schlNm ?? '-'}    학년·반: ${grd ? `${grd}학년` : '-'} ${clsNm ? `${clsNm}반` : ''}`.trimEnd());
  }
  if (view.settings.slfIntrcn) {
    heading(doc, M.slfIntrcnLabel);
    line(doc, view.settings.slfIntrcn);
  }
  if (view.settings.goal) {
    heading(doc, M.goalLabel);
    line(doc, view.settings.goal);
  }
  if (view.insp) {
    heading(doc, PORTFLO_SECTIONS.INSP);
    if (view.insp.length === 0) empty(doc, M.noTests);
    for (const r of view.insp) line(doc, `${r.inspNm} (${ymd(r.cmplAt)})${r.code ? `  코드 ${r.code}` : ''}  높은 척도: ${r.topScales.join(', ')}`);
  }
  if (view.actv) {
    heading(doc, PORTFLO_SECTIONS.ACTV);
    if (view.actv.length === 0) empty(doc, M.noActivities);
    for (const year of view.actv) {
      doc.moveDown(0.2).font('bold').fontSize(11).text(`${year.schlYr}학년도`);
      for (const a of year.list) line(doc, `· [${PORTFLO_ACTV_SE[a.actvSeCd]}] ${a.actvNm} (${a.actvYmd}, ${a.actvPlc}) 관련 직업: ${a.dutyCr}`);
    }
  }
  if (view.prgrm) {
    heading(doc, PORTFLO_SECTIONS.PRGRM);
    if (view.prgrm.length === 0) empty(doc, M.noPrograms);
    for (const p of view.prgrm) line(doc, `· ${p.prgrmNm} (${p.ymd})${p.certYn === 'Y' ? ' 이수증' : ''}`);
  }
  if (view.cntst) {
    heading(doc, PORTFLO_SECTIONS.CNTST);
    if (view.cntst.length === 0) empty(doc, M.noContests);
    for (const c of view.cntst) line(doc, `· ${c.cntstTtl}: ${c.entryTtl} (${ymd(c.entryAt)})${c.prizeNm ? `  수상: ${c.prizeNm}` : ''}`);
  }
  if (view.point) {
    heading(doc, PORTFLO_SECTIONS.POINT);
    line(doc, `적립한 포인트: ${view.point.earned.toLocaleString('ko-KR')}점    현재 포인트: ${view.point.balance.toLocaleString('ko-KR')}점`);
  }
}

export async function renderPortfloPdf(view: TPortfloView): Promise<Buffer> {
  const title = `${view.userNm} 학생 포트폴리오`;
  const { doc, bytes } = newA4Pdf(title);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(title);
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(PDF_COLORS.note).text(`출력일: ${seoulDate()}`).fillColor(PDF_COLORS.ink);
  sections(doc, view);
  doc.end();
  return bytes;
}

/**
 * GET pdf/:userId?: the same reader rule and hidden sections as the page. A reader other than the
 * student downloads a student's personal data: with a reason, logged as a DOWNLOAD (SECURITY 17).
 */
export async function portfloPdfFile(db: TDb, actor: TActor, userId: string | undefined, reason: string | undefined): Promise<TDownloadFile> {
  const view = await viewPortflo(db, actor, userId, { what: PORTFLO_LOG.pdf, download: { reason } });
  const day = seoulDate().replaceAll('-', '');
  return {
    fileName: `${view.userNm}_포트폴리오_${day}.pdf`,
    asciiFileName: `portfolio-${view.userId}-${day}.pdf`,
    contentType: 'application/pdf',
    body: await renderPortfloPdf(view),
  };
}
