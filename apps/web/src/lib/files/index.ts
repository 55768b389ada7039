export { downloadFile, removeFiles, saveAtchFile, uploadFile, uploadInGroup, type TUploadTarget } from './file-api';
