import { codeMngClient } from './code-client';
import { useCodeMutation } from './use-code-mutation';

/** DELETE /api/manageCode/:comCdId; withChildren once 'all child codes will be deleted' was confirmed (spec §8). */
export const deleteCode = ({ comCdId, withChildren }: { comCdId: string; withChildren: boolean }) =>
  codeMngClient.remove({ params: { comCdId }, query: withChildren ? { withChildren: 'Y' } : undefined });

export const useDeleteCode = () => useCodeMutation(deleteCode);
