import { clsMngPaths, type clsMngApi, type TClsMngListQueryInput, type TClsMngTchrQueryInput, type TYn } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { apiClient } from '../../../../lib/api';

/** /api/classes: the administrator's schools' classes and teachers (decision 014). */
export const clsMngClient = apiClient<typeof clsMngApi>(clsMngPaths);

export const clsMngKeys = {
  all: ['admCls'] as const,
  classes: (query: TClsMngListQueryInput) => [...clsMngKeys.all, 'classes', query] as const,
  teachers: () => [...clsMngKeys.all, 'teachers'] as const,
  teacherList: (query: TClsMngTchrQueryInput) => [...clsMngKeys.teachers(), query] as const,
};

/** GET /api/classes/list: the classes of the schools by school year and school name. */
export const useClassesMng = (query: TClsMngListQueryInput) =>
  useQuery({
    queryKey: clsMngKeys.classes(query),
    queryFn: ({ signal }) => clsMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/classes/teachers: the schools' teachers, waiting first, by state and school or teacher name. */
export const useTeachersMng = (query: TClsMngTchrQueryInput) =>
  useQuery({
    queryKey: clsMngKeys.teacherList(query),
    queryFn: ({ signal }) => clsMngClient.teachers({ query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export type TTeacherAction = { userId: string } & ({ kind: 'approve' } | { kind: 'refuse' } | { kind: 'crrTchr'; crrTchrYn: TYn });

function postTeacherAction(action: TTeacherAction): Promise<unknown> {
  const params = { userId: action.userId };
  if (action.kind === 'approve') return clsMngClient.approveTchr({ params });
  if (action.kind === 'refuse') return clsMngClient.refuseTchr({ params });
  return clsMngClient.crrTchr({ params, body: { crrTchrYn: action.crrTchrYn } });
}

/** POST .../approve, POST .../refuse or PUT .../crrTchr of one teacher; the teachers' list is read again after. */
export const useTeacherAction = () => useInvalidatingMutation(postTeacherAction, clsMngKeys.teachers());
