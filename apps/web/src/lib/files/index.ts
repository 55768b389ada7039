export { removeFiles, saveAtchFile, saveDownload, uploadFile, uploadInGroup, type TUploadTarget } from './file-api';
export { useFilesSubmit, type TFilesSubmit, type TFilesSubmitOptions } from './use-files-submit';
