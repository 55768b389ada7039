import type { ReactNode } from 'react';

/* Toolbar icons: line drawings after Feather (MIT) and Lucide (ISC), so they follow the text colour and zoom. */

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const LINK_PATHS = (
  <>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </>
);

const HEADING_H = (
  <>
    <path d="M4 12h8" />
    <path d="M4 18V6" />
    <path d="M12 18V6" />
  </>
);

export const ICONS = {
  heading2: (
    <Svg>
      {HEADING_H}
      <path d="M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1" />
    </Svg>
  ),
  heading3: (
    <Svg>
      {HEADING_H}
      <path d="M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2" />
      <path d="M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2" />
    </Svg>
  ),
  bulletList: (
    <Svg>
      <line x1="9" y1="6" x2="21" y2="6" />
      <line x1="9" y1="12" x2="21" y2="12" />
      <line x1="9" y1="18" x2="21" y2="18" />
      <circle cx="4" cy="6" r="1" fill="currentColor" />
      <circle cx="4" cy="12" r="1" fill="currentColor" />
      <circle cx="4" cy="18" r="1" fill="currentColor" />
    </Svg>
  ),
  orderedList: (
    <Svg>
      <line x1="10" y1="6" x2="21" y2="6" />
      <line x1="10" y1="12" x2="21" y2="12" />
      <line x1="10" y1="18" x2="21" y2="18" />
      <path d="M4 4.5 5 4v4" strokeWidth="1.5" />
      <path d="M3.5 10.5a1.25 1.25 0 0 1 2.5.2c0 .9-2.5 1.8-2.5 3.3H6" strokeWidth="1.5" />
      <path d="M3.5 16.5h2.25l-1.25 1.5a1.2 1.2 0 1 1-1 2" strokeWidth="1.5" />
    </Svg>
  ),
  blockquote: (
    <Svg>
      <path d="M4 18V12a6 6 0 0 1 5-6" />
      <path d="M4 12h5v6H4" />
      <path d="M14 18V12a6 6 0 0 1 5-6" />
      <path d="M14 12h5v6h-5" />
    </Svg>
  ),
  link: <Svg>{LINK_PATHS}</Svg>,
  unlink: (
    <Svg>
      {LINK_PATHS}
      <line x1="3" y1="3" x2="21" y2="21" />
    </Svg>
  ),
  image: (
    <Svg>
      <rect x="3" y="3" width="18" height="18" rx="2" ry="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <polyline points="21 15 16 10 5 21" />
    </Svg>
  ),
  undo: (
    <Svg>
      <polyline points="1 4 1 10 7 10" />
      <path d="M3.51 15a9 9 0 1 0 2.13-9.36L1 10" />
    </Svg>
  ),
  redo: (
    <Svg>
      <polyline points="23 4 23 10 17 10" />
      <path d="M20.49 15a9 9 0 1 1-2.12-9.36L23 10" />
    </Svg>
  ),
} as const;
