/** The students' list of the side menu (학생), which the portfolio page sits under. */
export const STUDENT_LIST_PATH = '/admin/userMngDtl/list/S';

/** A student's portfolio for administrators (issue 18). */
export const memberPortfloPath = (userId: string) => `/admin/member/portflo/${encodeURIComponent(userId)}`;
