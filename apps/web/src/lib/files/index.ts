export { removeFiles, saveAtchFile, uploadFile, uploadInGroup, type TUploadTarget } from './file-api';
