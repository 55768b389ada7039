/** A one-line text as stored: trimmed, empty as null. */
export const orNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Plain text with line breaks (descriptions): one kind of line break, blank ends trimmed, empty as null. */
export const multiLine = (value: string | null | undefined): string | null => value?.replace(/\r\n?/g, '\n').trim() || null;

/** An image's alternative text is kept only with its image. */
export const imageAltOf = (imagePath: string | null | undefined, imageAlt: string | null | undefined): string | null =>
  orNull(imagePath) ? orNull(imageAlt) : null;
