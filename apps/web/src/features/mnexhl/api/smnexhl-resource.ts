import type { TSmnexhlCreate, TSmnexhlDetail, TSmnexhlItem, TSmnexhlListQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createLegacyAdminResource } from '../../../components/admin/crud';
import { api } from '../../../lib/api';

/**
 * /api/mnexhlMng/smnexhl: the small halls of one big hall. The save body is the create body;
 * an update ignores its bmnexhlId (a small hall stays in its big hall).
 */
export const smnexhlResource = createLegacyAdminResource<TSmnexhlItem, TSmnexhlCreate, TSmnexhlListQuery>({ basePath: '/api/mnexhlMng/smnexhl' });

/** GET /api/mnexhlMng/smnexhl/:smnexhlId: the item with its attachments; the resource's key, so saves refresh it. */
export const useSmnexhlDetail = (smnexhlId: number | undefined) =>
  useQuery({
    queryKey: smnexhlResource.keys.item(smnexhlId ?? ''),
    queryFn: ({ signal }) => api.get<TSmnexhlDetail>(`${smnexhlResource.basePath}/${smnexhlId}`, { signal }),
    enabled: smnexhlId !== undefined,
  });
