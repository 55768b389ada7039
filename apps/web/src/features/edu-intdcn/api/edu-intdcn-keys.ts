import type { TIntdcnPageCd } from '@portal/contract';

/** Query keys of the centre introduction pages (public and admin) and the floor guide's halls. */
export const eduIntdcnKeys = {
  all: ['eduIntdcn'] as const,
  page: (pageCd: TIntdcnPageCd) => [...eduIntdcnKeys.all, 'page', pageCd] as const,
  admPage: (pageCd: TIntdcnPageCd) => [...eduIntdcnKeys.all, 'admPage', pageCd] as const,
  floorHalls: () => [...eduIntdcnKeys.all, 'floorHalls'] as const,
};
