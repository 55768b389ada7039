import { isPopupTargetPage, type TMenuListResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { menuClient } from './popup-client';
import { popupKeys } from './popup-keys';

export type TPageOption = { value: string; label: string };

const HOME: TPageOption = { value: '/main', label: '홈 (/main)' };

/** The pages a popup may target: /main and the user menus' own paths, each once (first menu's name). */
export function toPageOptions(menus: TMenuListResponse['userMenuList']): TPageOption[] {
  const options = new Map<string, TPageOption>([[HOME.value, HOME]]);
  for (const menu of menus) {
    const url = menu.menuUrl;
    if (url && isPopupTargetPage(url) && !options.has(url)) options.set(url, { value: url, label: `${menu.menuNm} (${url})` });
  }
  return [...options.values()];
}

/** GET /icec/api/menu/list (spec §7): the user realm's menus, the same path for every user type. */
export const getTargetPages = async (signal?: AbortSignal) => toPageOptions((await menuClient.list({}, { signal })).userMenuList);

export const useTargetPages = () => useQuery({ queryKey: popupKeys.targetPages(), queryFn: ({ signal }) => getTargetPages(signal), staleTime: 5 * 60_000 });
