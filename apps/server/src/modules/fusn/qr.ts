import { createHmac, timingSafeEqual } from 'node:crypto';
import { QR_WINDOW_SEC } from '@portal/contract';
import QRCode from 'qrcode';

/**
 * The hall screen's rotating code (issue 19): a token of 16 hex digits per hall and 30-second window,
 * HMAC of the server secret, so only the screen's page (an administrator's) can show a valid one.
 * A scan is accepted in the token's window and the next (a code shown just before it turned).
 */

const WINDOW_MS = QR_WINDOW_SEC * 1000;
const windowOf = (now: Date) => Math.floor(now.getTime() / WINDOW_MS);

const tokenOfWindow = (secret: string, bmnexhlId: number, window: number) =>
  createHmac('sha256', secret).update(`fusn-qr:${bmnexhlId}:${window}`, 'utf8').digest('hex').slice(0, 16);

/** The hall's token at `now`, and when its window ends. */
export function qrTokenOf(secret: string, bmnexhlId: number, now: Date = new Date()): { token: string; expiresAt: Date } {
  const window = windowOf(now);
  return { token: tokenOfWindow(secret, bmnexhlId, window), expiresAt: new Date((window + 1) * WINDOW_MS) };
}

/** Whether `token` is the hall's token of now's window or the previous one (constant-time comparison). */
export function isQrTokenValid(secret: string, bmnexhlId: number, token: string, now: Date = new Date()): boolean {
  if (!/^[0-9a-f]{16}$/.test(token)) return false;
  const given = Buffer.from(token);
  const window = windowOf(now);
  return [window, window - 1].some((w) => timingSafeEqual(Buffer.from(tokenOfWindow(secret, bmnexhlId, w)), given));
}

/** The check-in address the code carries. */
export const chkinUrlOf = (origin: string, bmnexhlId: number, token: string) => `${origin}/crrFusion/chkin?h=${bmnexhlId}&t=${token}`;

/** The code as SVG markup for the hall screen. */
export const qrSvgOf = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The code as a PNG for a PDF (the certificate's verification link). */
export const qrPngOf = (url: string) => QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
