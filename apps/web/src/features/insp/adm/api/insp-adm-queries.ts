import type { TInspDefinition, TInspMetaSave, TInspRsltExportBody } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { saveDownload } from '../../../../lib/files';
import { langDgnsClient } from './insp-adm-client';

export const inspAdmKeys = {
  all: ['langDgns'] as const,
  list: () => [...inspAdmKeys.all, 'list'] as const,
  item: (inspId: number) => [...inspAdmKeys.all, 'item', inspId] as const,
  stats: (inspId: number, verId: number | undefined) => [...inspAdmKeys.all, 'stats', inspId, verId ?? 'default'] as const,
};

/** GET /api/langDgns/list: every test of the bank. */
export const useInspAdmList = () =>
  useQuery({ queryKey: inspAdmKeys.list(), queryFn: ({ signal }) => langDgnsClient.list({}, { signal }), placeholderData: keepPreviousData, staleTime: 0 });

/** GET /api/langDgns/:inspId: the test, its versions and the version being edited (a 404 shows the not-found page). */
export const useInspAdmItem = (inspId: number | undefined) =>
  useQuery({
    queryKey: inspAdmKeys.item(inspId ?? 0),
    queryFn: ({ signal }) => langDgnsClient.item({ params: { inspId: inspId! } }, { signal, record: true }),
    enabled: inspId !== undefined,
    staleTime: 0,
  });

/** GET /api/langDgns/:inspId/stats: the psychometrics of one version (the published one by default); none before a first publication. */
export const useInspStats = (inspId: number, verId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: inspAdmKeys.stats(inspId, verId),
    queryFn: ({ signal }) => langDgnsClient.stats({ params: { inspId }, query: verId === undefined ? {} : { verId } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });

/** POST /api/langDgns: a new test with its first (draft) version. */
export const useCreateInsp = () =>
  useInvalidatingMutation((body: TInspMetaSave & { definition: TInspDefinition }) => langDgnsClient.create({ body }), inspAdmKeys.all);

/** PUT /api/langDgns/:inspId: the test's name, texts and who it is offered to. */
export const useUpdateInspMeta = (inspId: number) =>
  useInvalidatingMutation((body: TInspMetaSave) => langDgnsClient.update({ params: { inspId }, body }), inspAdmKeys.all);

/** PUT /api/langDgns/:inspId/def: the definition; a published version is kept and a new draft made. */
export const useSaveInspDef = (inspId: number) =>
  useInvalidatingMutation((definition: TInspDefinition) => langDgnsClient.saveDef({ params: { inspId }, body: { definition } }), inspAdmKeys.all);

/** POST /api/langDgns/:inspId/publish: the draft becomes the published version. */
export const usePublishInsp = (inspId: number) => useInvalidatingMutation(() => langDgnsClient.publish({ params: { inspId } }), inspAdmKeys.all);

/** POST /api/langDgns/:inspId/stts: offered (OPEN) or no longer (CLOSED). */
export const useInspStts = (inspId: number) =>
  useInvalidatingMutation((sttsCd: 'OPEN' | 'CLOSED') => langDgnsClient.stts({ params: { inspId }, body: { sttsCd } }), inspAdmKeys.all);

/** POST /api/langDgns/:inspId/norm: the version's local norms are used by the scorer from now on. */
export const useAdoptNorm = (inspId: number) =>
  useInvalidatingMutation((verId: number) => langDgnsClient.adoptNorm({ params: { inspId }, body: { verId } }), inspAdmKeys.all);

/** POST /api/langDgns/:inspId/rsltExport: the completed sheets (of one version) as an .xlsx, with the reason (SECURITY 17). */
export async function exportInspResults(inspId: number, inspName: string, body: TInspRsltExportBody): Promise<void> {
  saveDownload(await langDgnsClient.download('rsltExport', { params: { inspId }, body }), `검사결과_${inspName}.xlsx`);
}
