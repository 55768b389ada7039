export { AttachmentField, type TAttachmentFieldProps } from './attachment-field';
export {
  checkChosenFiles,
  extensionOf,
  formatFileSize,
  formatRegisteredAt,
  type TAttachmentLimits,
  type TAttachmentRefusal,
  type TListedFile,
} from './attachment-rules';
