import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { filePaths } from './file.paths.js';
import { ZDisplayImageQuery, ZDownloadParams, ZFileRemovalBody, ZFileUploadResponse, ZRemoveFileParams } from './file.schema.js';

/** The upload's body is multipart (field `file`) and its target travels in headers (ZFileUploadHeaders), so it has no body schema. */
export const fileApi = defineApi(filePaths, {
  fileUpload: { response: ZFileUploadResponse },
  downloadFile: { params: ZDownloadParams },
  displayImage: { query: ZDisplayImageQuery },
  removeFile: { params: ZRemoveFileParams, body: ZFileRemovalBody, response: ZResultResponse },
});
