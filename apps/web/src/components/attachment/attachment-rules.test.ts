import { describe, expect, it } from 'vitest';
import { FILE_EXTENSIONS_DEFAULT, FILE_MAX_COUNT_DEFAULT, FILE_MAX_SIZE_MB_DEFAULT } from '@portal/contract';
import { checkChosenFiles, extensionOf, formatFileSize, formatRegisteredAt } from './attachment-rules';

const MB = 1024 * 1024;
const defaults = { maxCount: FILE_MAX_COUNT_DEFAULT, maxSizeMb: FILE_MAX_SIZE_MB_DEFAULT, extensions: FILE_EXTENSIONS_DEFAULT };
const file = (name: string, size = 10) => ({ name, size });

describe('extensionOf', () => {
  it('is the one final extension, lower-cased', () => {
    expect(extensionOf('보고서.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.hwp')).toBe('');
  });
});

describe('checkChosenFiles', () => {
  it('accepts one allowed file under the defaults (1 file, 100 MB)', () => {
    expect(checkChosenFiles([file('a.hwpx', 100 * MB)], 0, defaults)).toBeUndefined();
  });

  it('refuses more files than the maximum, counting the listed ones', () => {
    expect(checkChosenFiles([file('a.pdf'), file('b.pdf')], 0, defaults)).toEqual({
      key: 'file.warn.msg01',
      params: { maxCount: 1 },
    });
    const three = { ...defaults, maxCount: 3 };
    expect(checkChosenFiles([file('a.pdf'), file('b.pdf')], 1, three)).toBeUndefined();
    expect(checkChosenFiles([file('a.pdf'), file('b.pdf')], 2, three)?.key).toBe('file.warn.msg01');
  });

  it('refuses a file over the maximum size with the size as parameter', () => {
    expect(checkChosenFiles([file('big.zip', 100 * MB + 1)], 0, defaults)).toEqual({
      key: 'file.warn.msg02',
      params: { maxSize: 100 },
    });
  });

  it('refuses a disallowed extension, comparing case-insensitively', () => {
    expect(checkChosenFiles([file('사진.JPG')], 0, defaults)).toBeUndefined();
    expect(checkChosenFiles([file('run.exe')], 0, defaults)).toEqual({
      key: 'file.warn.msg03',
      params: { extensions: FILE_EXTENSIONS_DEFAULT.join(', ') },
    });
    expect(checkChosenFiles([file('x.pdf.exe')], 0, defaults)?.key).toBe('file.warn.msg03');
    expect(checkChosenFiles([file('a.CSV')], 0, { ...defaults, extensions: ['.Csv'] })).toBeUndefined();
  });

  it('checks count before size before extension', () => {
    const limits = { ...defaults, maxSizeMb: 1 };
    expect(checkChosenFiles([file('a.exe', 2 * MB), file('b.exe', 2 * MB)], 0, limits)?.key).toBe('file.warn.msg01');
    expect(checkChosenFiles([file('a.exe', 2 * MB)], 0, limits)?.key).toBe('file.warn.msg02');
  });
});

describe('formatting', () => {
  it('gives human sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 * MB)).toBe('3 GB');
  });

  it('shows registration times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatRegisteredAt('2025-03-01 09:05:07')).toBe('2025-03-01 09:05:07');
    const local = new Date(2025, 2, 1, 9, 5, 7);
    expect(formatRegisteredAt(local.toISOString())).toBe('2025-03-01 09:05:07');
  });
});
