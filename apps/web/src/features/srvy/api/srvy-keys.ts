/** Query keys of the survey pages; a member's own draft and answered state are in the answers, so the viewer is in the keys. */
export const srvyKeys = {
  all: ['srvy'] as const,
  lists: () => [...srvyKeys.all, 'list'] as const,
  list: (viewer: string, currentPage: number) => [...srvyKeys.lists(), viewer, currentPage] as const,
  views: () => [...srvyKeys.all, 'view'] as const,
  view: (viewer: string, srvyId: number, ctxKey: string) => [...srvyKeys.views(), viewer, srvyId, ctxKey] as const,
};

/** Query keys of the survey management (admin); every admin mutation invalidates `all`. */
export const srvyMngKeys = {
  all: ['srvyMng'] as const,
  list: (query: unknown) => [...srvyMngKeys.all, 'list', query] as const,
  item: (srvyId: number) => [...srvyMngKeys.all, 'item', srvyId] as const,
};
