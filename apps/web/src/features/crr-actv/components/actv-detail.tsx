import { ACTV_DGSTFN, ACTV_SE, CRR_ACTV_FIELD_LABELS as F, CRR_ACTV_TTL_LABEL, formatSeoulDateTime, type TCrrActvView } from '@portal/contract';
import type { ReactNode } from 'react';
import { formatFileSize } from '../../../components/attachment';
import { PlainText } from '../../../components/plain-text';
import { saveAtchFile } from '../../../lib/files';
import { useTranslation } from '../../../lib/i18n';

const dgstfnText = (code: string) => ACTV_DGSTFN[code as keyof typeof ACTV_DGSTFN] ?? code;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="crr-actv-view__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An activity's attachments, each with a download button (the original name comes with the file, spec §7). */
function ActvFiles({ files }: { files: TCrrActvView['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className="crr-actv-view__files" aria-labelledby="crr-actv-files">
      <h2 id="crr-actv-files" className="crr-actv-view__subtitle">
        {t('crrActv.view.files')}
      </h2>
      <ul>
        {files.map((file) => (
          <li key={file.fileId}>
            <span className="crr-actv-view__file-name">{file.orgFileNm}</span> <span>{formatFileSize(file.fileSz)}</span>{' '}
            <button
              type="button"
              className="btn btn--secondary"
              aria-label={t('crrActv.view.download', { name: file.orgFileNm })}
              // a failure is only logged (spec §8)
              onClick={() => saveAtchFile(file)}
            >
              {t('crrActv.view.downloadShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every field of an activity with its Korean label (spec §3): the name under its kind's label
 * (체험 활동명 / 학교 활동명 / 활동명), the satisfaction by its code's name, the texts as written
 * (line breaks kept), the owners a reader may see, then the files.
 */
export function ActvDetail({ actv }: { actv: TCrrActvView }) {
  const { t } = useTranslation();
  return (
    <article className="crr-actv-view" aria-labelledby="crr-actv-title">
      <h1 id="crr-actv-title" className="page-title">
        {actv.actvNm}
      </h1>
      <dl className="crr-actv-view__fields">
        <Row label={t('crrActv.view.kind')}>{ACTV_SE[actv.actvSeCd]}</Row>
        <Row label={CRR_ACTV_TTL_LABEL[actv.actvSeCd]}>{actv.actvNm}</Row>
        {actv.students.length > 0 && <Row label={t('crrActv.view.stdnts')}>{actv.students.map((s) => s.userNm).join(', ')}</Row>}
        <Row label={F.schlNm}>{actv.schlNm}</Row>
        <Row label={F.grd}>{`${actv.grd}학년`}</Row>
        <Row label={F.actvYmd}>{actv.actvYmd}</Row>
        <Row label={F.actvPrps}>
          <PlainText text={actv.actvPrps} className="crr-actv-view__text" />
        </Row>
        <Row label={F.actvPlc}>{actv.actvPlc}</Row>
        <Row label={F.actvDgstfn}>{dgstfnText(actv.actvDgstfn)}</Row>
        <Row label={F.dutyCr}>{actv.dutyCr}</Row>
        <Row label={F.actvCn}>
          <PlainText text={actv.actvCn} className="crr-actv-view__text" />
        </Row>
        <Row label={F.actvOpnn}>
          <PlainText text={actv.actvOpnn} className="crr-actv-view__text" />
        </Row>
        <Row label={t('crrActv.view.wrtr')}>{actv.wrtrNm}</Row>
        <Row label={t('crrActv.view.regDt')}>{formatSeoulDateTime(actv.regDt).slice(0, 16)}</Row>
      </dl>
      <ActvFiles files={actv.files} />
    </article>
  );
}
