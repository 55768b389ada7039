import { readRealmLoginUser, useRealmLoginUser } from './login-user-store';

/** The user-realm member looking at the board ('' for a guest; an administrator is one here, spec §6). */
export function useViewer(): string {
  return useRealmLoginUser('USER')?.userId ?? '';
}

/** The same, read once outside React (a route loader). */
export const readViewer = (): string => readRealmLoginUser('USER')?.userId ?? '';
