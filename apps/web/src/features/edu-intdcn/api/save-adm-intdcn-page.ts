import type { TIntdcnPageSave } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { eduIntdcnMngClient } from './edu-intdcn-client';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** PUT /api/eduIntdcnMng/:pageCd: saves the page; the admin and the public copies are read again. */
export const saveAdmIntdcnPage = (body: TIntdcnPageSave) => eduIntdcnMngClient.save({ params: { pageCd: body.pageCd }, body });

export const useSaveAdmIntdcnPage = () => useInvalidatingMutation(saveAdmIntdcnPage, eduIntdcnKeys.all);
