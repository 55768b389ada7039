import { CRR_RCMDTN_INSP_NAMES, HOLLAND_NM, HOLLAND_TYPES, seoulDate, type TCrrRcmdtnList, type THollandType } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentSection } from '../../../components/content-section';
import { useTranslation } from '../../../lib/i18n';
import { rcmdtnPaths } from '../crr-rcmdtn-paths';

const isHollandType = (letter: string): letter is THollandType => (HOLLAND_TYPES as readonly string[]).includes(letter);
const typeNames = (code: string) =>
  [...code]
    .filter(isHollandType)
    .map((letter) => HOLLAND_NM[letter])
    .join('·');

type TBasisCardProps = { inspName: keyof typeof CRR_RCMDTN_INSP_NAMES; result: { sheetId: number; cmplAt: string } | null; children: ReactNode };

/** One test: what its latest result says with a link to it, or the way to take it. */
function BasisCard({ inspName, result, children }: TBasisCardProps) {
  const { t } = useTranslation();
  const inspNm = t(`crrRcmdtn.basis.${inspName}`);
  return (
    <li className="crr-rcmdtn-basis__card">
      <h3 className="crr-rcmdtn-basis__title">{inspNm}</h3>
      {result ? (
        <>
          <p className="crr-rcmdtn-basis__result">{children}</p>
          <p className="crr-rcmdtn-basis__date">{t('crrRcmdtn.basis.cmplAt', { date: seoulDate(new Date(result.cmplAt)) })}</p>
          <Link className="btn btn--secondary" to={rcmdtnPaths.rslt(result.sheetId)}>
            {t('crrRcmdtn.basis.rslt', { inspNm })}
          </Link>
        </>
      ) : (
        <>
          <p className="crr-rcmdtn-basis__result">{t('crrRcmdtn.basis.missing')}</p>
          <Link className="btn btn--primary" to={rcmdtnPaths.insp(CRR_RCMDTN_INSP_NAMES[inspName])}>
            {t('crrRcmdtn.basis.take', { inspNm })}
          </Link>
        </>
      )}
    </li>
  );
}

/** The latest results the recommendations come from, and a prompt for a test not taken yet. */
export function RcmdtnBasis({ basis }: { basis: TCrrRcmdtnList['basis'] }) {
  const { t } = useTranslation();
  return (
    <ContentSection title={t('crrRcmdtn.basis.title')}>
      <ul className="crr-rcmdtn-basis">
        <BasisCard inspName="riasec" result={basis.riasec}>
          {basis.riasec && t('crrRcmdtn.basis.code', { code: basis.riasec.code, names: typeNames(basis.riasec.code) })}
        </BasisCard>
        <BasisCard inspName="workValues" result={basis.workValues}>
          {basis.workValues && t('crrRcmdtn.basis.values', { names: basis.workValues.topValues.map((v) => v.nm).join(', ') })}
        </BasisCard>
      </ul>
    </ContentSection>
  );
}
