export { downloadFile, removeFiles, saveAtchFile, uploadFile, type TUploadTarget } from './file-api';
