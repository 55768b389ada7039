import { CNTST_PHASE, CNTST_SCORE_STTS, formatSeoulDateTime, type TCntstPhaseCd, type TCntstScoreSttsCd } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../../lib/i18n';

/** Where the contest pages live (spec §2 admin contest, contestJudge). */
export const CONTEST_BASE = '/admin/contest';
export const JUDGE_BASE = '/admin/contestJudge';

/** What a page shows until its record is there: loading, or that loading failed (a 404 is the not-found page instead). */
export function LoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? <p role="alert">{t('admCntst.loadFailed')}</p> : <p role="status">{t('layout.loading')}</p>;
}

const PHASE_COLOR: Record<TCntstPhaseCd, string> = { READY: 'default', APLY: 'blue', CLOSED: 'orange', JDG: 'purple', ANN: 'green' };

/** The phase of a contest as a tag (예정, 접수 중, 심사 중, 발표, 마감). */
export function PhaseTag({ phase }: { phase: TCntstPhaseCd }) {
  return <Tag color={PHASE_COLOR[phase]}>{CNTST_PHASE[phase]}</Tag>;
}

/** A score sheet's state as a tag; none yet: '미작성'. */
export function ScoreSttsTag({ sttsCd, none }: { sttsCd: TCntstScoreSttsCd | null; none: string }) {
  if (sttsCd === null) return <Tag>{none}</Tag>;
  return <Tag color={sttsCd === 'SUBMIT' ? 'green' : 'gold'}>{CNTST_SCORE_STTS[sttsCd]}</Tag>;
}

/** A period 'from ~ to' in Seoul time. */
export const periodText = (from: string, to: string) => `${formatSeoulDateTime(from)} ~ ${formatSeoulDateTime(to)}`;

/** A number with at most two decimals, Korean grouping. */
export const scoreText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : value.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
