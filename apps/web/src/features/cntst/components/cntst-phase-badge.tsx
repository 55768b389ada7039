import { CNTST_PHASE, type TCntstPhaseCd } from '@portal/contract';

/** A contest's phase (예정, 접수 중, 심사 중, 발표, 마감) as a badge, its colour by phase and its text always present. */
export function CntstPhaseBadge({ phase }: { phase: TCntstPhaseCd }) {
  return <span className={`cntst-phase cntst-phase--${phase.toLowerCase()}`}>{CNTST_PHASE[phase]}</span>;
}
