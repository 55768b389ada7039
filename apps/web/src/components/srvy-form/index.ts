export type { TSrvyFile, TSrvyUpload } from './qstn-inputs';
export { qstnElementId } from './srvy-qstn';
export { SrvyForm, type TSrvyFormMode, type TSrvyFormProps } from './srvy-form';
