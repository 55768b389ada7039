/** Query keys of the recommendation page. */
export const crrRcmdtnKeys = {
  all: ['crrRcmdtn'] as const,
  list: () => [...crrRcmdtnKeys.all, 'list'] as const,
};
