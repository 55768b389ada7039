import type { TIntdcnPageAdm, TIntdcnPageSave } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** PUT /api/eduIntdcnMng/:pageCd: saves the page; the admin and the public copies are read again. */
export const saveAdmIntdcnPage = (body: TIntdcnPageSave) => api.put<TIntdcnPageAdm>(`/api/eduIntdcnMng/${body.pageCd}`, { body });

export const useSaveAdmIntdcnPage = () => useInvalidatingMutation(saveAdmIntdcnPage, eduIntdcnKeys.all);
