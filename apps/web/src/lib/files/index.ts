export { removeFiles, saveAtchFile, saveDownload, uploadFile, uploadInGroup, type TUploadTarget } from './file-api';
