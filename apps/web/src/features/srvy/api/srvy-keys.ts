/** Query keys of the survey management (admin); every admin mutation invalidates `all`. */
export const srvyMngKeys = {
  all: ['srvyMng'] as const,
  list: (query: unknown) => [...srvyMngKeys.all, 'list', query] as const,
  item: (srvyId: number) => [...srvyMngKeys.all, 'item', srvyId] as const,
};
