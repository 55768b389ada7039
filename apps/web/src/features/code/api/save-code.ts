import type { TAdmCodeCreate, TAdmCodeUpdate } from '@portal/contract';
import { codeMngClient } from './code-client';
import { useCodeMutation } from './use-code-mutation';

export type TCodeSave = { comCdId: string; values: TAdmCodeUpdate } | { comCdId?: undefined; values: TAdmCodeCreate };

/** POST /api/manageCode (a new group or child) or PUT /api/manageCode/:comCdId. */
export const saveCode = ({ comCdId, values }: TCodeSave) =>
  comCdId === undefined ? codeMngClient.create({ body: values }) : codeMngClient.update({ params: { comCdId }, body: values });

export const useSaveCode = () => useCodeMutation(saveCode);
