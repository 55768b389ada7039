/** Career remarks codes (issue 18). zod-free. */

/** The code tree's group and code of the byte limit: its description holds the number ('1500'). */
export const CRR_SPCLT_CODE_GROUP = 'CRR_SPCLT';
export const CRR_SPCLT_MAX_BYTE_CODE = 'MAX_BYTE';
/** The limit when the code is missing or not a positive number. */
export const CRR_SPCLT_DEFAULT_MAX_BYTE = 1500;
/** What a draft may hold in characters before the byte limit is even looked at (a bound on the request). */
export const CRR_SPCLT_MAX_CHARS = 5000;
