/** Query keys of the code (classification) page: the codes as administrators edit them, and the reflect status. */
export const admCodeKeys = {
  all: ['admCode'] as const,
  list: () => [...admCodeKeys.all, 'list'] as const,
  reflectStatus: () => [...admCodeKeys.all, 'reflectStatus'] as const,
};
