import { myInfoPaths, type myInfoApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrActvKeys } from './crr-actv-keys';

const myInfoClient = apiClient<typeof myInfoApi>(myInfoPaths);

/** GET /icec/api/myInfo: a student's school name and grade as chosen at join, the first values of their activity form. */
export function useMySchool(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...crrActvKeys.all, 'mySchool', viewer],
    queryFn: async ({ signal }) => {
      const info = await myInfoClient.myInfo({}, { signal });
      return { schlNm: info.schlNm, grd: info.grd };
    },
    enabled: enabled && viewer !== '',
    staleTime: 60_000,
  });
}
