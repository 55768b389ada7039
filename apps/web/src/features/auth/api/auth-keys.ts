/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  loginUserInfo: () => [...authKeys.all, 'loginUserInfo'] as const,
};
