/** Query keys of the reflected codes (spec §4), shared by every feature that shows codes. */
export const codeKeys = {
  all: ['codes'] as const,
  list: (upComCdId: string) => [...codeKeys.all, 'list', upComCdId] as const,
};
