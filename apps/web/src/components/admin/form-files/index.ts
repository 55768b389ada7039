export { FormFilesField } from './form-files-field';
export { type TFormFiles, useFormFiles } from './use-form-files';
