/** An activity's page, for its reader; a teacher reading a student's activity stays under that student. */
export const actvViewPath = (crrActvId: number, studentId?: string) =>
  studentId ? `/myPage/view/${encodeURIComponent(studentId)}/${crrActvId}` : `/crrActv/view/${crrActvId}`;

/** The form: a new activity, or an activity's edit. */
export const actvWritePath = (crrActvId?: number) => (crrActvId ? `/crrActv/write/${crrActvId}` : '/crrActv/write');

/** A teacher's list of one student's activities. */
export const stdntActvListPath = (studentId: string) => `/myPage/list/${encodeURIComponent(studentId)}`;
