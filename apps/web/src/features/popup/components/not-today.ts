import { seoulDate } from '@portal/contract';

/** localStorage key of a popup's 'do not show again today', holding the Asia/Seoul day it was chosen. */
export const notTodayKey = (popupId: number) => `popup.notToday.${popupId}`;

/** True when the visitor chose 'do not show again today' for this popup today (Seoul); tomorrow it shows again. */
export function isHiddenToday(popupId: number, today: string = seoulDate()): boolean {
  try {
    return localStorage.getItem(notTodayKey(popupId)) === today;
  } catch {
    return false;
  }
}

export function hideToday(popupId: number, today: string = seoulDate()): void {
  try {
    localStorage.setItem(notTodayKey(popupId), today);
  } catch {
    // storage refused (private mode, quota): the popup just closes for this page view
  }
}
