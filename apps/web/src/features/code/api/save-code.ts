import type { TAdmCodeCreate, TAdmCodeItem, TAdmCodeUpdate } from '@portal/contract';
import { api } from '../../../lib/api';
import { useCodeMutation } from './use-code-mutation';

export type TCodeSave = { comCdId: string; values: TAdmCodeUpdate } | { comCdId?: undefined; values: TAdmCodeCreate };

/** POST /api/manageCode (a new group or child) or PUT /api/manageCode/:comCdId. */
export const saveCode = ({ comCdId, values }: TCodeSave) =>
  comCdId === undefined
    ? api.post<TAdmCodeItem>('/api/manageCode', { body: values })
    : api.put<TAdmCodeItem>(`/api/manageCode/${encodeURIComponent(comCdId)}`, { body: values });

export const useSaveCode = () => useCodeMutation(saveCode);
