import { bigFiveBank } from './big-five.bank.js';
import { riasecBank } from './riasec.bank.js';
import { workValuesBank } from './work-values.bank.js';

/** The three shipped tests of issue 16 (riasec, bigFive, workValues), in catalogue order (meta.sortSeq). */
export const INSP_BANKS = [riasecBank, bigFiveBank, workValuesBank];
