import './file-catalogue';
/** A file already attached (saved earlier), listed beside the newly chosen ones. */
export type TListedFile = {
  id: string;
  name: string;
  size: number;
  /** registration time; the admin list shows it as YYYY-MM-DD HH:mm:ss */
  registeredAt?: string;
};

export type TAttachmentLimits = {
  maxCount: number;
  maxSizeMb: number;
  extensions: readonly string[];
};

/** A refusal: the message key (spec §8) and its parameters. */
export type TAttachmentRefusal =
  | { key: 'file.warn.msg01'; params: { maxCount: number } }
  | { key: 'file.warn.msg02'; params: { maxSize: number } }
  | { key: 'file.warn.msg03'; params: { extensions: string } };

const BYTES_PER_MB = 1024 * 1024;

/** The one final extension, lower-cased ('' when the name has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * spec §5, §8: checks a choice of files against the limits, counting the files already
 * listed. The first broken rule wins: count, then size, then extension.
 */
export function checkChosenFiles(
  chosen: readonly Pick<File, 'name' | 'size'>[],
  listedCount: number,
  { maxCount, maxSizeMb, extensions }: TAttachmentLimits,
): TAttachmentRefusal | undefined {
  if (chosen.length > maxCount || listedCount + chosen.length > maxCount) {
    return { key: 'file.warn.msg01', params: { maxCount } };
  }
  if (chosen.some((file) => file.size > maxSizeMb * BYTES_PER_MB)) {
    return { key: 'file.warn.msg02', params: { maxSize: maxSizeMb } };
  }
  const allowed = extensions.map((ext) => ext.replace(/^\./, '').toLowerCase());
  if (chosen.some((file) => !allowed.includes(extensionOf(file.name)))) {
    return { key: 'file.warn.msg03', params: { extensions: allowed.join(', ') } };
  }
  return undefined;
}

/** Human file size: 512 B, 12.3 KB, 4.5 MB, 1.2 GB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** spec §3: the admin list shows registration as YYYY-MM-DD HH:mm:ss (local time of a timestamp). */
export function formatRegisteredAt(value: string): string {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
