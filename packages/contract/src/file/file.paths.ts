/**
 * The common file calls of spec §7 (both realms use these paths as they are); schemas in file.api.ts.
 * Downloads and images answer bytes, not JSON. (Keys are the spec's names; `download` and `urlOf` are the web client's own.)
 */
export const filePaths = {
  fileUpload: 'POST /api/common/fileUpload',
  downloadFile: 'GET /api/common/downloadFile/:a/:b/:c',
  displayImage: 'GET /api/common/displayImage',
  removeFile: 'POST /api/common/removeFile/:type',
} as const;
