/**
 * Contract of institution codes, schools (with their spreadsheet import) and assist institutions.
 * The field rules of inst-common.ts (phone, e-mail, sort order) stay inside the contract.
 */
export { INST_MESSAGES } from './inst-common.js';
export * from './inst-code.schema.js';
export * from './school.schema.js';
export * from './school-import.schema.js';
export * from './assist-inst.schema.js';
