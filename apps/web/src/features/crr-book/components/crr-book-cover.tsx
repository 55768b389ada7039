/** A book cover (an uploaded image, displayImage); a plain placeholder when the book has none. */
export function CrrBookCover({ book, className }: { book: { bookNm: string; coverPath: string | null; coverAlt: string | null }; className?: string }) {
  return book.coverPath ? (
    <img className={className} src={book.coverPath} alt={book.coverAlt ?? `${book.bookNm} 표지`} width={240} height={340} loading="lazy" />
  ) : (
    <span className={[className, 'crr-book__cover--none'].filter(Boolean).join(' ')} aria-hidden="true">
      {book.bookNm}
    </span>
  );
}
