import { ATNDC_MESSAGES as M, fusnAtndcApi, fusnAtndcMngApi, type THallQrResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { AppError } from '../../plugins/app-error.js';
import { actorOf, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { exportSesnRoster, rsvtMark, rsvtRoster, sesnMark, sesnOfDay, sesnRoster } from './atndc.service.js';
import { certPdfFile, verifyCert } from './cert.service.js';
import { chkin } from './chkin.service.js';
import { chkinUrlOf, qrSvgOf, qrTokenOf } from './qr.js';

const user = { config: { access: 'user' } } as const;
const publicAccess = { config: { access: 'public' } } as const;
const admin = { config: { access: 'admin' } } as const;

export type TAtndcRouteOpts = { secret: string; publicBaseUrl: string | undefined };

/** The site's origin for addresses put in QR codes (the configured public address, else the request's). */
const originOf = (opts: TAtndcRouteOpts, request: FastifyRequest) => opts.publicBaseUrl ?? `${request.protocol}://${request.host}`;

/** The hall screen's current code (administrators: the screen runs in the admin realm). */
export async function hallQr(app: FastifyInstance, opts: TAtndcRouteOpts, bmnexhlId: number, origin: string, now = new Date()): Promise<THallQrResponse> {
  const [hall] = await app.db.select({ bmnexhlNm: bmnexhl.bmnexhlNm }).from(bmnexhl).where(eq(bmnexhl.bmnexhlId, bmnexhlId));
  if (!hall) throw AppError.notFound(M.hallNotFound);
  const { token, expiresAt } = qrTokenOf(opts.secret, bmnexhlId, now);
  const url = chkinUrlOf(origin, bmnexhlId, token);
  return { bmnexhlId, bmnexhlNm: hall.bmnexhlNm, url, svg: await qrSvgOf(url), expiresAt: expiresAt.toISOString() };
}

/** Teachers' rosters, the student's check-in and certificate, the public verification (issue 19). */
export async function atndcRoutes(app: FastifyInstance, opts: TAtndcRouteOpts) {
  serveApi(app, fusnAtndcApi, 'rsvtRoster', user, (request) => rsvtRoster(app.db, actorOf(request), request.params.schlRsvtId));
  serveApi(app, fusnAtndcApi, 'rsvtMark', user, (request) => rsvtMark(app.db, actorOf(request), request.params.schlRsvtId, request.body));
  serveApi(app, fusnAtndcApi, 'chkin', user, (request) => chkin(app.db, opts.secret, actorOf(request), request.body));
  serveApi(app, fusnAtndcApi, 'cert', user, async (request, reply) =>
    sendDownload(reply, await certPdfFile(app.db, actorOf(request), request.params.aplyId, originOf(opts, request))),
  );
  serveApi(app, fusnAtndcApi, 'certVerify', publicAccess, (request) => verifyCert(app.db, request.params.certNo));
}

/** Administrators' stdntAtndcMng. */
export async function atndcAdminRoutes(app: FastifyInstance, opts: TAtndcRouteOpts) {
  serveApi(app, fusnAtndcMngApi, 'sesnOfDay', admin, (request) => sesnOfDay(app.db, request.query.ymd));
  serveApi(app, fusnAtndcMngApi, 'sesnRoster', admin, (request) => sesnRoster(app.db, adminOf(request), request.params.sesnId));
  serveApi(app, fusnAtndcMngApi, 'sesnMark', admin, (request) => sesnMark(app.db, adminOf(request), request.params.sesnId, request.body));
  serveApi(app, fusnAtndcMngApi, 'hallQr', admin, (request) => hallQr(app, opts, request.params.bmnexhlId, originOf(opts, request)));
  serveApi(app, fusnAtndcMngApi, 'excel', admin, async (request, reply) =>
    sendDownload(reply, await exportSesnRoster(app.db, adminOf(request), request.params.sesnId, request.body)),
  );
}
