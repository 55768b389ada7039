import { CONTS_MESSAGES } from '@portal/contract';
import { Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useContsVersion } from '../api/conts-mng-queries';
import { compareRows } from './ver-compare-rows';

type TVerCompareProps = { contsId: number; left: number; right: number; onClose: () => void };

/**
 * Two versions side by side, a row per field: a changed field is marked by the word '바뀜' and a
 * heavier row, not by colour alone. The table takes the focus when it opens.
 */
export function VerCompare({ contsId, left, right, onClose }: TVerCompareProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const a = useContsVersion(contsId, left);
  const b = useContsVersion(contsId, right);
  const ready = a.data && b.data;

  useEffect(() => {
    if (ready) regionRef.current?.focus();
  }, [ready]);

  return (
    <div className="adm-conts__compare" ref={regionRef} tabIndex={-1} role="region" aria-labelledby={captionId}>
      <h3 id={captionId} className="adm-conts__panel-title">
        {t('admConts.ver.compareTitle', { left, right })}
      </h3>
      {a.isError || b.isError ? (
        <p role="alert">{t('admConts.ver.loadFailed')}</p>
      ) : !ready ? (
        <p role="status">{t('layout.loading')}</p>
      ) : (
        <>
          <p className="adm-conts__help">{CONTS_MESSAGES.atchNotRestored}</p>
          <div className="adm-conts__compare-scroll">
            <table className="adm-conts__compare-table">
              <caption className="sr-only">{t('admConts.ver.compareTitle', { left, right })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admConts.ver.compareField')}</th>
                  <th scope="col">{t('admConts.ver.compareLeft', { verNo: left })}</th>
                  <th scope="col">{t('admConts.ver.compareRight', { verNo: right })}</th>
                  <th scope="col">{t('admConts.ver.changedColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {compareRows(a.data, b.data).map((row) => (
                  <tr key={row.field} className={row.changed ? 'adm-conts__compare-changed' : undefined}>
                    <th scope="row">{row.label}</th>
                    <td>{row.left || t('admConts.ver.empty')}</td>
                    <td>{row.right || t('admConts.ver.empty')}</td>
                    <td>{row.changed ? <strong>{t('admConts.ver.changed')}</strong> : t('admConts.ver.same')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Button onClick={onClose}>{t('admConts.ver.closeCompare')}</Button>
    </div>
  );
}
