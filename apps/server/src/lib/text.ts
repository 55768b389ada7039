/** A one-line text as stored: trimmed, empty as null. */
export const orNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Plain text with line breaks (descriptions): one kind of line break, blank ends trimmed, empty as null. */
export const multiLine = (value: string | null | undefined): string | null => value?.replace(/\r\n?/g, '\n').trim() || null;

/** An image's alternative text is kept only with its image (the image's file id). */
export const imageAltOf = (imageFileId: number | null, imageAlt: string | null | undefined): string | null => (imageFileId === null ? null : orNull(imageAlt));
