/** The portfolio's addresses (spec §2): the logged-in student's own without a user id. */
export const portfloPath = (userId?: string) => (userId ? `/myPage/portflo/${encodeURIComponent(userId)}` : '/myPage/portflo');
export const fusionListPath = (userId: string) => `/myPage/fusionActv/list/${encodeURIComponent(userId)}`;
export const hstryPath = (userId?: string) => (userId ? `/myPage/stdntCrrHstry?userId=${encodeURIComponent(userId)}` : '/myPage/stdntCrrHstry');
/** An activity's page (the crr-actv feature's route). */
export const actvViewPath = (crrActvId: number) => `/crrActv/view/${crrActvId}`;
