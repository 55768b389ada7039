import { randomBytes } from 'node:crypto';
import { ATNDC_MESSAGES as M, recordIdOf, schlYrOf, seoulDate, type TCertVerifyResponse, type TPortfloPrgrm } from '@portal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { newA4Pdf, PDF_COLORS, PDF_PAGE } from '../../lib/pdf.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { maskUserNm } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { hallsOf } from './atndc.repo.js';
import { fusnAply, fusnAtndc, fusnCert, fusnPrgrm, fusnSesn } from './fusn.table.js';
import { qrPngOf } from './qr.js';

/*
 * The participation certificate (참가확인서, issue 19): the attending student's own A4 PDF after the
 * session's end, numbered on the first download (FUSN-<year>-<8 base32>, from the CSPRNG), with a QR
 * code of its public verification page; the verification answers the masked name and the session.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 256 is a multiple of 32: each byte's low five bits are uniform. */
export const newCertNo = (year: string) => `FUSN-${year}-${[...randomBytes(8)].map((b) => BASE32[b & 31]).join('')}`;

const attended = inArray(fusnAtndc.atndcCd, ['PRSNT', 'LATE']);

const certFacts = {
  aplyId: fusnAply.aplyId,
  userId: fusnAply.userId,
  aplySttsCd: fusnAply.sttsCd,
  userNm: mbr.userNm,
  schlNm: mbr.schlNm,
  grd: mbr.grd,
  prgrmId: fusnPrgrm.prgrmId,
  prgrmNm: fusnPrgrm.prgrmNm,
  sesnYmd: fusnSesn.sesnYmd,
  bgngTm: fusnSesn.bgngTm,
  endTm: fusnSesn.endTm,
  endDt: fusnSesn.endDt,
  atndcCd: fusnAtndc.atndcCd,
};

const factsQuery = (db: TDbOrTx) =>
  db
    .select(certFacts)
    .from(fusnAply)
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .leftJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId));

const certUrlOf = (origin: string, certNo: string) => `${origin}/crrFusion/certVrfy/${certNo}`;

/** GET cert: 404 missing, 403 another's or not attended, 409 before the end; the PDF otherwise. */
export async function certPdfFile(db: TDb, actor: TActor, aplyId: number, origin: string, now = new Date()): Promise<TDownloadFile> {
  const [facts] = await factsQuery(db).where(eq(fusnAply.aplyId, aplyId));
  if (!facts) throw AppError.notFound(M.aplyNotFound);
  if (facts.userId !== actor.userId) throw AppError.forbidden(M.aplyForbidden);
  if (facts.aplySttsCd !== 'APLY' || (facts.atndcCd !== 'PRSNT' && facts.atndcCd !== 'LATE')) throw AppError.forbidden(M.certNotAttended);
  if (now.getTime() < facts.endDt.getTime()) throw AppError.conflict('FUSN_CERT_NOT_YET', M.certNotYet);
  const cert = await db.transaction(async (tx) => {
    await tx
      .insert(fusnCert)
      .values({ certNo: newCertNo(seoulDate(now).slice(0, 4)), aplyId, issuedAt: now })
      .onConflictDoNothing({ target: fusnCert.aplyId });
    const [row] = await tx.select().from(fusnCert).where(eq(fusnCert.aplyId, aplyId));
    return row!;
  });
  const halls = ((await hallsOf(db, [facts.prgrmId])).get(facts.prgrmId) ?? []).map((h) => h.bmnexhlNm).join(', ');
  const { doc, bytes } = newA4Pdf(M.certTitle);
  doc.moveDown(2).font('bold').fontSize(28).fillColor(PDF_COLORS.ink).text(M.certTitle, { align: 'center', characterSpacing: 8 });
  doc.moveDown(0.5).font('regular').fontSize(10).fillColor(PDF_COLORS.note).text(`번호: ${cert.certNo}`, { align: 'right' }).fillColor(PDF_COLORS.ink);
  doc.moveDown(1.5);
  const row = (label: string, value: string) =>
    doc.font('bold').fontSize(12).text(`${label}`, { continued: true }).font('regular').text(`  ${value}`, { lineGap: 6 });
  row('성명', facts.userNm);
  row('학교', `${facts.schlNm ?? '-'}${facts.grd ? ` ${facts.grd}학년` : ''}`);
  row('활동명', facts.prgrmNm);
  row('활동 일시', `${facts.sesnYmd} ${facts.bgngTm}~${facts.endTm}`);
  row('활동 장소', halls || '-');
  doc.moveDown(2).font('regular').fontSize(13).text(M.certBody(facts.prgrmNm), { align: 'center', lineGap: 6 });
  doc
    .moveDown(2)
    .fontSize(12)
    .text(`발급일: ${seoulDate(cert.issuedAt)}`, { align: 'center' });
  doc.moveDown(1).font('bold').fontSize(16).text(M.certIssuer, { align: 'center' });
  const png = await qrPngOf(certUrlOf(origin, cert.certNo));
  const size = 96;
  const y = doc.y + 30;
  doc.image(png, PDF_PAGE.margin + (PDF_PAGE.width - size) / 2, y, { width: size, height: size });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(PDF_COLORS.note)
    .text(M.certVerifyHint, PDF_PAGE.margin, y + size + 8, { align: 'center', width: PDF_PAGE.width });
  doc.end();
  const day = seoulDate(now).replaceAll('-', '');
  return {
    fileName: `참가확인서_${cert.certNo}_${day}.pdf`,
    asciiFileName: `certificate-${cert.certNo}.pdf`,
    contentType: 'application/pdf',
    body: await bytes,
  };
}

/** GET certVerify/:certNo (public): a certificate of a still attended live application, the name masked; 404 otherwise. */
export async function verifyCert(db: TDb, certNo: string): Promise<TCertVerifyResponse> {
  const no = certNo.trim().toUpperCase();
  const [row] = await db
    .select({ ...certFacts, certNo: fusnCert.certNo, issuedAt: fusnCert.issuedAt })
    .from(fusnCert)
    .innerJoin(fusnAply, eq(fusnAply.aplyId, fusnCert.aplyId))
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .innerJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .where(and(eq(fusnCert.certNo, no), eq(fusnAply.sttsCd, 'APLY'), attended));
  if (!row) throw AppError.notFound(M.certNotFound);
  return {
    valid: true,
    certNo: row.certNo,
    userNmMasked: maskUserNm(row.userNm),
    prgrmNm: row.prgrmNm,
    sesnYmd: row.sesnYmd,
    bgngTm: row.bgngTm,
    endTm: row.endTm,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/**
 * The portfolio's programs section: the sessions a student attended (PRSNT/LATE of a live
 * application), newest first; certYn 'Y' once the session has ended (the certificate can be had).
 */
export async function programsOfStudent(db: TDbOrTx, userId: string, now = new Date()): Promise<TPortfloPrgrm[]> {
  const rows = await db
    .select({ prgrmNm: fusnPrgrm.prgrmNm, ymd: fusnSesn.sesnYmd, ended: sql<boolean>`${fusnSesn.endDt} <= ${now}` })
    .from(fusnAply)
    .innerJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(and(eq(fusnAply.userId, userId), eq(fusnAply.sttsCd, 'APLY'), attended))
    .orderBy(desc(fusnSesn.sesnYmd), desc(fusnSesn.bgngTm));
  return rows.map((r) => ({ prgrmNm: r.prgrmNm, ymd: r.ymd, schlYr: schlYrOf(r.ymd), certYn: r.ended ? 'Y' : 'N' }));
}

/** The satisfaction survey's ctx 'atnd:<sesnId>': the member attended the session, and the survey (when named) is its program's. */
export async function attendedSesn(db: TDbOrTx, userId: string, ref: string, srvyId?: number): Promise<boolean> {
  const sesnId = recordIdOf(ref);
  if (sesnId === undefined) return false;
  const [row] = await db
    .select({ dgstfnSrvyId: fusnPrgrm.dgstfnSrvyId })
    .from(fusnAply)
    .innerJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(and(eq(fusnAply.userId, userId), eq(fusnAply.sesnId, sesnId), eq(fusnAply.sttsCd, 'APLY'), attended));
  if (!row) return false;
  return srvyId === undefined || row.dgstfnSrvyId === srvyId;
}

/** The contents library's reviews (issue 20): only a student who attended a session of the program (PRSNT/LATE of a live application) reviews it. */
export async function attendedPrgrm(db: TDbOrTx, userId: string, prgrmId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(fusnAply)
    .innerJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .where(and(eq(fusnAply.userId, userId), eq(fusnSesn.prgrmId, prgrmId), eq(fusnAply.sttsCd, 'APLY'), attended))
    .limit(1);
  return row !== undefined;
}
