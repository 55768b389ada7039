import type { TBmnexhlDetail, TBmnexhlItem, TBmnexhlListQuery, TBmnexhlSave } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createLegacyAdminResource } from '../../../components/admin/crud';
import { api } from '../../../lib/api';

/** /api/mnexhlMng/bmnexhl: the big halls of admin mnexhlMng. */
export const bmnexhlResource = createLegacyAdminResource<TBmnexhlItem, TBmnexhlSave, TBmnexhlListQuery>({ basePath: '/api/mnexhlMng/bmnexhl' });

/** GET /api/mnexhlMng/bmnexhl/:bmnexhlId: the item with its attachments (list rows carry none); the resource's key, so saves refresh it. */
export const useBmnexhlDetail = (bmnexhlId: number | undefined) =>
  useQuery({
    queryKey: bmnexhlResource.keys.item(bmnexhlId ?? ''),
    queryFn: ({ signal }) => api.get<TBmnexhlDetail>(`${bmnexhlResource.basePath}/${bmnexhlId}`, { signal }),
    enabled: bmnexhlId !== undefined,
  });
