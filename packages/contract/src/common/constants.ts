/** Business constants and limits (spec §9). */
export const PAGE_SIZE = 10;
export const PAGE_LINKS = 10;
export const PAGING_PROPERTY_KEY = 'pagingProperty';
export const SCROLL_PAGING_DELAY_MS = 1000;
export const SESSION_EXTEND_PROMPT_MS = 60_000;
export const MODAL_SHAKE_MS = 300;

export const FILE_MAX_COUNT_DEFAULT = 1;
export const FILE_MAX_SIZE_MB_DEFAULT = 100;
/** spec §5: default extensions, compared case-insensitively on the one final extension. */
export const FILE_EXTENSIONS_DEFAULT = ['gif', 'png', 'jpg', 'jpeg', 'xls', 'xlsx', 'ppt', 'pptx', 'doc', 'docx', 'pdf', 'zip', 'hwp', 'hwpx'] as const;

/** The extensions served as images (displayImage, gallery thumbnails, editor images). */
export const FILE_IMAGE_EXTENSIONS: readonly string[] = ['gif', 'png', 'jpg', 'jpeg'];
/** An image pasted or chosen in the editor: at most this size (a body is read on phones). */
export const EDITOR_IMAGE_MAX_SIZE_MB = 10;

export const EDITOR_MIN_HEIGHT_PX = 300;
export const EDITOR_UNDO_DEPTH = 100;

export const DATE_PICKER_SWIPE_THRESHOLD_PX = 10;
export const DATE_PICKER_NARROW_SCREEN_PX = 768;
export const DATE_PICKER_WEEKS_SHOWN = 6;

export const SITE_NAME_DEFAULT = '진로교육포털';
export const ADMIN_TITLE_SUFFIX = '관리자';

/** spec §5: the seven fonts the editor offers (CSS family names); the server keeps no other font-family. */
export const EDITOR_FONTS = [
  { label: '프리텐다드', family: 'Pretendard GOV' },
  { label: '맑은 고딕', family: 'Malgun Gothic' },
  { label: '나눔고딕', family: 'Nanum Gothic' },
  { label: '나눔명조', family: 'Nanum Myeongjo' },
  { label: '돋움', family: 'Dotum' },
  { label: '굴림', family: 'Gulim' },
  { label: '바탕', family: 'Batang' },
] as const;
/** spec §5: link schemes the editor and the server accept. */
export const EDITOR_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
