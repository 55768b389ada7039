import { INSP_BAND_NM, INSP_LEVEL, seoulDate, type TInspRslt, type TInspScaleScore } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { newA4Pdf, PDF_COLORS, PDF_PAGE, type TPdfDoc } from '../../lib/pdf.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { findMember } from '../member/index.js';
import { getRslt } from './insp.rslt.service.js';

/**
 * The printable A4 report of a result (issue 16): title, the taker's own name, date, band, the
 * scale table, the code, a hexagon or bars drawn as vector paths, and the level texts, in
 * PretendardGOV (lib/pdf.ts).
 */

const PAGE = PDF_PAGE;
const INK = PDF_COLORS.ink;
const LINE = PDF_COLORS.line;
const FILL = PDF_COLORS.fill;

type TDoc = TPdfDoc;

function scaleTable(doc: TDoc, scales: readonly TInspScaleScore[], normApplied: boolean): void {
  const cols = [
    ['척도', 150],
    ['원점수', 70],
    ['백분율', 70],
    [normApplied ? '백분위' : '순위', 70],
    ['수준', 70],
  ] as const;
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = PAGE.margin;
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 4, y + 5, { width: cols[i]![1] - 8, lineBreak: false });
      x += cols[i]![1];
    });
    doc
      .moveTo(PAGE.margin, y + 20)
      .lineTo(x, y + 20)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
    doc.x = PAGE.margin;
    doc.y = y + 22;
  };
  row(
    cols.map(([h]) => h),
    true,
  );
  for (const s of scales) row([s.scaleNm, String(s.raw), `${s.pct}%`, normApplied ? String(s.pctl ?? '-') : `${s.rank}위`, INSP_LEVEL[s.level]], false);
}

/** The hexagon (or polygon) of the scales' percents, drawn as paths: the rings, the axes, the profile. */
function drawPolygon(doc: TDoc, scales: readonly TInspScaleScore[]): void {
  const cx = PAGE.margin + PAGE.width / 2;
  const r = 90;
  const cy = doc.y + r + 20;
  const at = (i: number, share: number): [number, number] => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / scales.length;
    return [cx + Math.cos(angle) * r * share, cy + Math.sin(angle) * r * share];
  };
  const path = (points: [number, number][]) => {
    doc.moveTo(...points[0]!);
    for (const p of points.slice(1)) doc.lineTo(...p);
    return doc.closePath();
  };
  for (const ring of [0.25, 0.5, 0.75, 1])
    path(scales.map((_, i) => at(i, ring)))
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
  scales.forEach((s, i) => {
    doc
      .moveTo(cx, cy)
      .lineTo(...at(i, 1))
      .stroke();
    const [x, y] = at(i, 1.18);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(s.scaleNm, x - 40, y - 6, { width: 80, align: 'center', lineBreak: false });
  });
  path(scales.map((s, i) => at(i, Math.max(s.pct, 2) / 100)))
    .fillOpacity(0.3)
    .fillAndStroke(FILL, FILL);
  doc.fillOpacity(1).fillColor(INK);
  doc.x = PAGE.margin;
  doc.y = cy + r + 30;
}

/** Horizontal bars of the scales' percents, in the given order. */
function drawBars(doc: TDoc, scales: readonly TInspScaleScore[]): void {
  const labelW = 120;
  const barW = PAGE.width - labelW - 50;
  for (const s of scales) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(s.scaleNm, PAGE.margin, y + 2, { width: labelW - 8, lineBreak: false });
    doc
      .rect(PAGE.margin + labelW, y, barW, 14)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
    if (s.pct > 0)
      doc
        .rect(PAGE.margin + labelW, y, (barW * s.pct) / 100, 14)
        .fill(FILL)
        .fillColor(INK);
    doc.text(`${s.pct}%`, PAGE.margin + labelW + barW + 6, y + 2, { lineBreak: false });
    doc.x = PAGE.margin;
    doc.y = y + 22;
  }
}

function codeLine(rslt: TInspRslt): string | null {
  const { code, scales } = rslt.scores;
  if (!code) return null;
  const nm = (id: string) => scales.find((s) => s.scaleId === id)?.scaleNm ?? id;
  if (rslt.display === 'hexagon') return `흥미 코드: ${code} (${[...code].map(nm).join(' · ')})`;
  return `중요하게 여기는 가치: ${code.split(',').map(nm).join(', ')}`;
}

/** Renders the report to bytes. */
export async function renderRsltPdf(rslt: TInspRslt, userNm: string): Promise<Buffer> {
  const { doc, bytes } = newA4Pdf(`${rslt.inspNm} 결과`);
  doc.font('bold').fontSize(20).fillColor(INK).text(`${rslt.inspNm} 결과`);
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(11)
    .text(`이름: ${userNm}    검사일: ${seoulDate(new Date(rslt.cmplAt))}    학교급: ${INSP_BAND_NM[rslt.band]}    검사 판: ${rslt.verNo}판`);
  doc.moveDown();
  const ranked = [...rslt.scores.scales].sort((a, b) => a.rank - b.rank);
  const line = codeLine(rslt);
  if (line) doc.font('bold').fontSize(13).text(line).moveDown(0.5);
  if (rslt.display === 'hexagon') drawPolygon(doc, rslt.scores.scales);
  else drawBars(doc, rslt.display === 'ranking' ? ranked : rslt.scores.scales);
  doc.moveDown();
  scaleTable(doc, rslt.display === 'ranking' ? ranked : rslt.scores.scales, rslt.scores.normApplied);
  doc.moveDown();
  doc.font('bold').fontSize(13).text('척도별 해석');
  doc.moveDown(0.3);
  for (const s of rslt.display === 'ranking' ? ranked.slice(0, 3) : ranked) {
    doc.font('bold').fontSize(11).text(`${s.scaleNm} (${INSP_LEVEL[s.level]})`);
    doc.font('regular').fontSize(10).text(s.text, { lineGap: 2 }).moveDown(0.5);
  }
  doc.moveDown();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      rslt.scores.normApplied ? '백분위는 이 누리집의 같은 학교급 응답자와 비교한 값입니다.' : '백분율은 척도에서 받을 수 있는 점수 범위 가운데 위치입니다.',
    );
  doc.end();
  return bytes;
}

/** The caller's own result as an A4 PDF to download (another's result is not found). */
export async function rsltPdfFile(db: TDb, actor: TActor, sheetId: number): Promise<TDownloadFile> {
  const rslt = await getRslt(db, actor, sheetId);
  const member = await findMember(db, actor.userId);
  const ymd = seoulDate(new Date(rslt.cmplAt));
  return {
    fileName: `${rslt.inspNm}_결과_${ymd}.pdf`,
    asciiFileName: `insp-result-${sheetId}.pdf`,
    contentType: 'application/pdf',
    body: await renderRsltPdf(rslt, member?.userNm ?? ''),
  };
}
