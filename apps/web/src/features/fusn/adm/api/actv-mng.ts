import {
  fusnAtndcMngPaths,
  fusnIndvMngPaths,
  fusnRsvtMngPaths,
  type fusnAtndcMngApi,
  type fusnIndvMngApi,
  type fusnRsvtMngApi,
  type TAtndcMarkBodyInput,
  type TFusnIndvAplyListQuery,
  type TFusnIndvSesnListQuery,
  type TFusnRsvtExcelBodyInput,
  type TFusnRsvtMngListQueryInput,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { apiClient } from '../../../../lib/api';
import { saveDownload } from '../../../../lib/files';
import { fusnAdmKeys } from './fusn-adm-keys';

/** /api/fusn/rsvt...: the schools' reservations (grpActvMng). */
export const fusnRsvtMngClient = apiClient<typeof fusnRsvtMngApi>(fusnRsvtMngPaths);
/** /api/fusn/indv/sesn, /api/fusn/sesn/:sesnId/aply|draw: the individual sessions (indvActvMng). */
export const fusnIndvMngClient = apiClient<typeof fusnIndvMngApi>(fusnIndvMngPaths);
/** /api/fusn/atndc..., /api/fusn/hall/:bmnexhlId/qr: attendance (stdntAtndcMng). */
export const fusnAtndcMngClient = apiClient<typeof fusnAtndcMngApi>(fusnAtndcMngPaths);

const all = fusnAdmKeys.all;

// ── grpActvMng ──

export const useRsvtList = (query: Partial<TFusnRsvtMngListQueryInput>) =>
  useQuery({
    queryKey: fusnAdmKeys.rsvtList(query),
    queryFn: ({ signal }) => fusnRsvtMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRsvt = (schlRsvtId: number | undefined) =>
  useQuery({
    queryKey: fusnAdmKeys.rsvt(schlRsvtId ?? 0),
    queryFn: ({ signal }) => fusnRsvtMngClient.view({ params: { schlRsvtId: schlRsvtId! } }, { signal }),
    enabled: schlRsvtId !== undefined,
  });

export const useRsvtStdnt = (schlRsvtId: number | undefined) =>
  useQuery({
    queryKey: fusnAdmKeys.rsvtStdnt(schlRsvtId ?? 0),
    queryFn: ({ signal }) => fusnRsvtMngClient.stdntList({ params: { schlRsvtId: schlRsvtId! } }, { signal }),
    enabled: schlRsvtId !== undefined,
  });

export const useConfirmRsvt = () => useInvalidatingMutation((schlRsvtId: number) => fusnRsvtMngClient.confirm({ params: { schlRsvtId } }), all);

export const useCancelRsvt = () =>
  useInvalidatingMutation(
    ({ schlRsvtId, cnclRsn }: { schlRsvtId: number; cnclRsn: string }) => fusnRsvtMngClient.cancel({ params: { schlRsvtId }, body: { cnclRsn } }),
    all,
  );

/** POST /api/fusn/rsvt/excel: the filtered reservations as an .xlsx, with the reason (SECURITY 17). */
export async function exportRsvts(body: TFusnRsvtExcelBodyInput): Promise<void> {
  saveDownload(await fusnRsvtMngClient.download('excel', { body }), '단체활동_예약목록.xlsx');
}

// ── indvActvMng ──

export const useIndvSesnList = (query: Partial<TFusnIndvSesnListQuery>) =>
  useQuery({
    queryKey: fusnAdmKeys.indvSesnList(query),
    queryFn: ({ signal }) => fusnIndvMngClient.sesnList({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useIndvAplyList = (sesnId: number | undefined, query: Partial<TFusnIndvAplyListQuery> = {}) =>
  useQuery({
    queryKey: [...fusnAdmKeys.indvAplyList(sesnId ?? 0), query],
    queryFn: ({ signal }) => fusnIndvMngClient.aplyList({ params: { sesnId: sesnId! }, query }, { signal }),
    enabled: sesnId !== undefined,
    placeholderData: keepPreviousData,
  });

export const useDrawSesn = () => useInvalidatingMutation((sesnId: number) => fusnIndvMngClient.draw({ params: { sesnId } }), all);

export async function exportIndvAply(sesnId: number, reason: string): Promise<void> {
  saveDownload(await fusnIndvMngClient.download('excel', { params: { sesnId }, body: { reason } }), '개인활동_신청자목록.xlsx');
}

// ── stdntAtndcMng ──

export const useSesnOfDay = (ymd: string) =>
  useQuery({
    queryKey: fusnAdmKeys.sesnOfDay(ymd),
    queryFn: ({ signal }) => fusnAtndcMngClient.sesnOfDay({ query: { ymd } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSesnRoster = (sesnId: number | undefined) =>
  useQuery({
    queryKey: fusnAdmKeys.roster(sesnId ?? 0),
    queryFn: ({ signal }) => fusnAtndcMngClient.sesnRoster({ params: { sesnId: sesnId! } }, { signal }),
    enabled: sesnId !== undefined,
  });

export const useMarkAtndc = (sesnId: number) =>
  useInvalidatingMutation((body: TAtndcMarkBodyInput) => fusnAtndcMngClient.sesnMark({ params: { sesnId }, body }), all);

export async function exportRoster(sesnId: number, reason: string): Promise<void> {
  saveDownload(await fusnAtndcMngClient.download('excel', { params: { sesnId }, body: { reason } }), '융합활동_출석부.xlsx');
}
