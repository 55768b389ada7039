/**
 * The common file calls of spec §7 (both realms use these paths as they are); schemas in file.api.ts.
 * Downloads and images answer bytes, not JSON.
 */
export const filePaths = {
  upload: 'POST /api/common/fileUpload',
  download: 'GET /api/common/downloadFile/:a/:b/:c',
  displayImage: 'GET /api/common/displayImage',
  remove: 'POST /api/common/removeFile/:type',
} as const;
