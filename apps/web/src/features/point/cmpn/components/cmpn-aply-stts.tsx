import { CMPN_APLY_STTS, type TCmpnAplySttsCd } from '@portal/contract';

/** An application's status as a tag (신청, 승인, 반려, 철회): the word carries it, the colour only repeats it. */
export function CmpnAplySttsTag({ sttsCd }: { sttsCd: TCmpnAplySttsCd }) {
  return <span className={`cmpn-stts cmpn-stts--${sttsCd.toLowerCase()}`}>{CMPN_APLY_STTS[sttsCd]}</span>;
}
