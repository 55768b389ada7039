import type { ReactNode } from 'react';

/** What both feature popups take (spec §4: the admin one with a static backdrop, the user one with a scroll lock). */
export type TPopupProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** a wider panel for forms and tables */
  wide?: boolean;
};
