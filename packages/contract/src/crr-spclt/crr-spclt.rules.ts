/**
 * The school record's way of counting (학교생활기록부, issue 18): a Hangul letter is 3 bytes, a newline
 * 2 bytes (CRLF or LF alike), an ASCII character 1 byte; any other character counts its UTF-8 length
 * (3 for most symbols such as 「」 and ·), as the school system stores UTF-8.
 */
export function neisByteLength(text: string): number {
  let bytes = 0;
  const normalised = text.replace(/\r\n?/g, '\n');
  for (const ch of normalised) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n') bytes += 2;
    else if (code < 0x80) bytes += 1;
    else if (isHangul(code)) bytes += 3;
    else if (code < 0x800) bytes += 2;
    else if (code < 0x10000) bytes += 3;
    else bytes += 4;
  }
  return bytes;
}

/** Hangul syllables and jamo (compatibility and conjoining). */
function isHangul(code: number): boolean {
  return (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f);
}
