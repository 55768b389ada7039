export { downloadFile, removeFiles, uploadFile, type TUploadTarget } from './file-api';
