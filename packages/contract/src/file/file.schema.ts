import { z } from 'zod';
import { FILE_IMAGE_EXTENSIONS } from '../common/constants.js';

/**
 * The common file calls (spec §5, §7, §8; SECURITY 7-9). Files of one form share an upload group
 * (fileModuleId, a UUID the server hands out with the first upload); a file is numbered within
 * its group (fileNo). Downloads and images are found by (seqType, fileModuleId, fileNo) in the
 * database, never by a client path.
 */

/** What a file belongs to (the seqType header). `editor` answers an uploadPath for the editor body. */
export const FILE_SEQ_TYPES = [
  'board',
  'editor',
  'bmnexhl',
  'smnexhl',
  'contents',
  // the administrators' images of records (ADMIN_IMAGE_LIMITS)
  'banner',
  'popup',
  'crrBook',
  'crrSite',
  'bmnexhlImage',
  'smnexhlImage',
  'assistInst',
  // a centre introduction page's image: its seqId is the page code (GRTS, CRR_MAP, FLR_INFO)
  'intdcnPage',
  // a campaign application's proof files (points): its seqId is the application id
  'cmpnAply',
  // a point good's image (pointBsdGdsMng)
  'pointBsdGds',
  // a survey response's FILE answers: its seqId is the response id (upload: the survey id, '<srvyId>:<ctxKey>' for a CTX survey)
  'srvyRspns',
  // a contest's poster (ADMIN_IMAGE_LIMITS) and an entry's files (the contest's entry form limits)
  'cntst',
  'cntstEntry',
  // a career activity's photos and report (CRR_ACTV_FILE_LIMITS): its seqId is the activity id
  'crrActv',
  // a fusion program's image (prgrmEstbl)
  'fusnPrgrm',
  // a content's card image (admin contents); its attachments are 'contents'
  'contentsImage',
] as const;
export const ZFileSeqType = z.enum(FILE_SEQ_TYPES);
export type TFileSeqType = z.infer<typeof ZFileSeqType>;

/** The removal paths of spec §7 and the seqType each removes. */
export const REMOVE_FILE_TYPES = {
  typeBoard: 'board',
  typeContents: 'contents',
  typeBmnexhlMng: 'bmnexhl',
  typeSmnexhlMng: 'smnexhl',
  // a contest entry's files, removed by the entrant while the entry may be edited (issue 17)
  typeCntstEntry: 'cntstEntry',
  // a career activity's photos and report, removed by its writer (issue 18)
  typeCrrActv: 'crrActv',
} as const satisfies Record<string, TFileSeqType>;
export type TRemoveFileType = keyof typeof REMOVE_FILE_TYPES;

export const FILE_HEADERS = { seqType: 'seqtype', seqId: 'seqid', fileModuleId: 'filemoduleid' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ZFileModuleId = z.string().trim().toLowerCase().regex(UUID);
export const ZFileNo = z.coerce.number().int().min(1).max(10_000);

/** Headers of POST /api/common/fileUpload (multipart field `file`). seqId: the owning record when it exists (for a board: the board id). */
export const ZFileUploadHeaders = z.object({
  seqtype: ZFileSeqType,
  seqid: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_:-]*$/)
    .optional(),
  filemoduleid: ZFileModuleId.optional(),
});

/** One stored file as a form lists it (spec §3 attachment: name, size, fileModuleId; the admin list adds the registration time and owner). */
export const ZAtchFile = z.object({
  fileId: z.number().int(),
  fileModuleId: z.string(),
  fileNo: z.number().int(),
  seqType: ZFileSeqType,
  orgFileNm: z.string(),
  fileSz: z.number().int(),
  fileExtn: z.string(),
  /** the user id of whoever uploaded it */
  regUserId: z.string().nullable(),
  regDt: z.string().describe('ISO time'),
  /** GET /api/common/downloadFile/{seqType}/{fileModuleId}/{fileNo} */
  downloadPath: z.string(),
  /** GET /api/common/displayImage?imagePath=... for images, otherwise null */
  imagePath: z.string().nullable(),
});
export type TAtchFile = z.infer<typeof ZAtchFile>;

/** The answer of an upload; the editor type also carries uploadPath (spec §7). */
export const ZFileUploadResponse = ZAtchFile.extend({ uploadPath: z.string().optional() });
export type TFileUploadResponse = z.infer<typeof ZFileUploadResponse>;

/**
 * spec §3 file removal entry. The server finds the file by fileId, or by an upload group (the
 * hall's bmnexhlAtchFileId / smnexhlAtchFileId) and fileNo; contsId and filePhysNm are accepted
 * but never used to find a stored file (SECURITY 8).
 */
export const ZFileRemovalEntry = z
  .object({
    fileId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    contsId: z.union([z.string().max(100), z.number()]).optional(),
    filePhysNm: z.string().max(300).optional(),
    fileNo: ZFileNo.optional(),
    bmnexhlAtchFileId: ZFileModuleId.optional(),
    smnexhlAtchFileId: ZFileModuleId.optional(),
  })
  .refine((e) => e.fileId !== undefined || ((e.bmnexhlAtchFileId ?? e.smnexhlAtchFileId) !== undefined && e.fileNo !== undefined), {
    error: '삭제할 파일을 확인해 주세요.',
  });
export type TFileRemovalEntry = z.infer<typeof ZFileRemovalEntry>;
export const ZFileRemovalBody = z.array(ZFileRemovalEntry).min(1).max(100);

export const ZRemoveFileParams = z.object({ type: z.enum(Object.keys(REMOVE_FILE_TYPES) as [TRemoveFileType]) });
export const ZDownloadParams = z.object({ a: ZFileSeqType, b: ZFileModuleId, c: ZFileNo });
export const ZDisplayImageQuery = z.object({ imagePath: z.string().max(200) });

/** `seqType/fileModuleId/fileNo`, the imagePath of displayImage. */
export const fileRef = (file: Pick<TAtchFile, 'seqType' | 'fileModuleId' | 'fileNo'>) => `${file.seqType}/${file.fileModuleId}/${file.fileNo}`;
export const downloadPathOf = (file: Pick<TAtchFile, 'seqType' | 'fileModuleId' | 'fileNo'>) => `/api/common/downloadFile/${fileRef(file)}`;
/** GET /api/common/displayImage of a file reference (fileRef). */
export const displayImagePathOfRef = (ref: string) => `/api/common/displayImage?imagePath=${encodeURIComponent(ref)}`;
export const displayImagePathOf = (file: Pick<TAtchFile, 'seqType' | 'fileModuleId' | 'fileNo'>) => displayImagePathOfRef(fileRef(file));

/** Server refusals of an upload (Korean, spec §8 wording where the spec has it). */
export const FILE_MESSAGES = {
  count: (maxCount: number) => `첨부파일은 최대 ${maxCount}개까지 등록할 수 있습니다.`,
  size: (maxSizeMb: number) => `첨부파일은 파일당 ${maxSizeMb}MB까지 등록할 수 있습니다.`,
  extension: (extensions: string) => `첨부할 수 없는 파일 형식입니다. (허용: ${extensions})`,
  content: '파일 내용이 확장자와 일치하지 않습니다. 올바른 파일을 선택해 주세요.',
  empty: '빈 파일은 첨부할 수 없습니다.',
  quota: '아직 저장하지 않은 첨부파일이 너무 많습니다. 작성 중인 글을 저장하거나 하루 뒤에 다시 시도해 주세요.',
  name: '파일 이름에 사용할 수 없는 문자나 확장자가 있습니다. 이름을 바꿔 다시 선택해 주세요.',
  noFile: '첨부할 파일을 선택해 주세요.',
  denied: '이 파일을 첨부하거나 삭제할 권한이 없습니다.',
  notFound: '파일을 찾을 수 없습니다.',
} as const;

/*
 * The administrators' images of records (banner, popup, book cover, hall, site and institution logo, centre page): one image a
 * record, uploaded with fileUpload under the record's seqType, saved by its file id with an
 * alternative text (KWCAG), shown through displayImage.
 */

export const ADMIN_IMAGE_LIMITS = { maxCount: 1, maxSizeMb: 5, extensions: FILE_IMAGE_EXTENSIONS } as const;

export const ADMIN_IMAGE_MESSAGES = {
  required: '이미지를 올려 주세요.',
  altRequired: '이미지를 올리면 대체 텍스트를 입력해야 합니다.',
  notImage: `이미지 파일(${FILE_IMAGE_EXTENSIONS.join(', ')})만 등록할 수 있습니다.`,
} as const;

/**
 * A save's image: the file id of an upload, or of the record's current image to keep it; null
 * (or none) for no image. `required`: the record cannot be saved without one.
 */
export const zImageFileId = (required = false) =>
  z
    .number({ error: required ? ADMIN_IMAGE_MESSAGES.required : ADMIN_IMAGE_MESSAGES.notImage })
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .nullish()
    .superRefine((value, ctx) => {
      if (required && value == null) ctx.addIssue({ code: 'custom', message: ADMIN_IMAGE_MESSAGES.required });
    })
    .transform((value) => value ?? null)
    .describe('file id of the uploaded image (or of the current one to keep it); null: no image');

/** An image needs its alternative text: the refinement that puts the message under the alt field. */
export const checkImageFileAlt =
  (fileKey: string, altKey: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const alt = value[altKey];
    if (value[fileKey] != null && !(typeof alt === 'string' && alt.trim()))
      ctx.addIssue({ code: 'custom', path: [altKey], message: ADMIN_IMAGE_MESSAGES.altRequired });
  };
