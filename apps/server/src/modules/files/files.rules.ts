import { open } from 'node:fs/promises';
import { FILE_MESSAGES } from '@portal/contract';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../plugins/app-error.js';

/*
 * SECURITY 7: what an uploaded file may be called and contain. One final extension from the
 * allow-list, no tricks in the name, and magic bytes that agree with the extension.
 */

export const MB = 1024 * 1024;

/** An upload or claim the rules refuse: 400 with the Korean reason. */
export const refuse = (message: string) => new AppError('FILE_REFUSED', 400, message);

/** Inner name parts that would make a server elsewhere run or render the file (`report.php.pdf`). */
const DANGEROUS_INNER = new Set([
  'php',
  'php3',
  'php4',
  'php5',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'asa',
  'cer',
  'jsp',
  'jspx',
  'cgi',
  'pl',
  'py',
  'rb',
  'sh',
  'bash',
  'exe',
  'dll',
  'com',
  'bat',
  'cmd',
  'scr',
  'msi',
  'vbs',
  'vbe',
  'js',
  'mjs',
  'jse',
  'wsf',
  'ps1',
  'jar',
  'war',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'hta',
  'lnk',
  'reg',
]);

/** C0/C1 controls, bidirectional overrides and isolates (U+202E makes `exe.pdf` look like `fdp.exe`), BOM and zero-widths. */
const FORBIDDEN = new Set([0x061c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff]);
const hasForbiddenChar = (name: string) =>
  [...name].some((ch) => {
    const code = ch.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || FORBIDDEN.has(code);
  });
const NAME_MAX = 200;

/** The original name as it will be stored and served: no folders, NFC, checked (SECURITY 7, 9). */
export function cleanFileName(raw: string): { name: string; extension: string } {
  const base = raw.split(/[\\/]/).pop()?.normalize('NFC').trim() ?? '';
  if (base === '' || base.length > NAME_MAX || hasForbiddenChar(base) || /[.\s]$/.test(base) || base.startsWith('.')) {
    throw refuse(FILE_MESSAGES.name);
  }
  const parts = base.split('.');
  if (parts.length < 2) throw refuse(FILE_MESSAGES.name);
  const extension = parts.at(-1)!.toLowerCase();
  if (parts.slice(1, -1).some((part) => DANGEROUS_INNER.has(part.toLowerCase()))) throw refuse(FILE_MESSAGES.name);
  return { name: base, extension };
}

/** What file-type must find for each allowed extension (spec §5 defaults). */
const EXPECTED: Record<string, readonly string[]> = {
  gif: ['gif'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  zip: ['zip'],
  // Office Open XML and OWPML (hwpx) are zip containers; a writer that orders its entries
  // differently may be detected as a plain zip, which is still not executable content
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  docx: ['docx', 'zip'],
  hwpx: ['zip'],
  // legacy Office and HWP 5 are OLE2 compound files
  xls: ['cfb'],
  ppt: ['cfb'],
  doc: ['cfb'],
  hwp: ['cfb'],
};

const MIME: Record<string, string> = {
  gif: 'image/gif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  hwpx: 'application/haansofthwpx',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  doc: 'application/msword',
  hwp: 'application/x-hwp',
};

/** The type a stored file is served with: from its (checked) extension, never from the client. */
export const mimeTypeOf = (extension: string): string => MIME[extension] ?? 'application/octet-stream';

export function assertAllowedExtension(extension: string, allowed: readonly string[]): void {
  if (!allowed.includes(extension) || !(extension in EXPECTED)) throw refuse(FILE_MESSAGES.extension(allowed.join(', ')));
}

/** HWP 3.0 files predate OLE2: their header is a plain signature. */
async function isHwp3(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(17), 0, 17, 0);
    return bytesRead === 17 && buffer.toString('latin1') === 'HWP Document File';
  } finally {
    await handle.close();
  }
}

/** The magic bytes of the stored temp file must agree with its extension (SECURITY 7). */
export async function assertContentMatches(filePath: string, extension: string): Promise<void> {
  const detected = await fileTypeFromFile(filePath);
  const expected = EXPECTED[extension] ?? [];
  if (detected && expected.includes(detected.ext)) return;
  if (extension === 'hwp' && !detected && (await isHwp3(filePath))) return;
  throw refuse(FILE_MESSAGES.content);
}
