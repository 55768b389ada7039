import type { TStdntEblcCheckResponse, TStdntEblcRowError } from '@portal/contract';
import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n';
import '../../../components/list-table/list-table.css';

const rowId = (rowNo: number) => `eblc-row-${rowNo}`;

type TProps = { result: TStdntEblcCheckResponse; headingRef: RefObject<HTMLHeadingElement | null> };

/**
 * The check's answer (issue 18): a summary, the errors as a list whose items lead to their rows,
 * and every row as read. The page moves the focus to the heading when the answer arrives.
 */
export function EblcCheckResult({ result, headingRef }: TProps) {
  const { t } = useTranslation();
  const { rows, errors } = result;
  const byRow = new Map<number, TStdntEblcRowError[]>();
  for (const error of errors) byRow.set(error.rowNo, [...(byRow.get(error.rowNo) ?? []), error]);

  // the row takes the focus, so a keyboard user lands where the error is
  const goToRow = (event: MouseEvent<HTMLAnchorElement>, rowNo: number) => {
    const row = document.getElementById(rowId(rowNo));
    if (!row) return;
    event.preventDefault();
    row.focus();
    row.scrollIntoView({ block: 'center' });
  };

  return (
    <section className="stdnt-mng__result" aria-labelledby="eblc-result-title">
      <h2 id="eblc-result-title" ref={headingRef} tabIndex={-1} className="stdnt-mng__title">
        {t('stdntMng.eblc.resultTitle')}
      </h2>
      <p role="status" className={errors.length > 0 ? 'stdnt-mng__summary stdnt-mng__summary--error' : 'stdnt-mng__summary'}>
        {errors.length > 0 ? t('stdntMng.eblc.resultErrors', { count: errors.length }) : t('stdntMng.eblc.resultOk', { count: rows.length })}
      </p>
      {errors.length > 0 && (
        <>
          <h3 className="stdnt-mng__subtitle">{t('stdntMng.eblc.errorsTitle')}</h3>
          <ul className="stdnt-mng__errors">
            {errors.map((error) => (
              <li key={`${error.rowNo}-${error.field}-${error.message}`}>
                {error.field === 'file' || !rows.some((row) => row.rowNo === error.rowNo) ? (
                  t('stdntMng.eblc.fileError', { message: error.message })
                ) : (
                  <a href={`#${rowId(error.rowNo)}`} onClick={(event) => goToRow(event, error.rowNo)}>
                    {t('stdntMng.eblc.errorItem', { rowNo: error.rowNo, field: t(`stdntMng.eblc.field.${error.field}`), message: error.message })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {rows.length > 0 && (
        <table className="list-table stdnt-mng__rows">
          <caption className="stdnt-mng__caption">{t('stdntMng.eblc.rowsCaption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stdntMng.eblc.col.rowNo')}</th>
              <th scope="col">{t('stdntMng.eblc.col.userNm')}</th>
              <th scope="col">{t('stdntMng.eblc.col.stdntNo')}</th>
              <th scope="col">{t('stdntMng.eblc.col.brdt')}</th>
              <th scope="col">{t('stdntMng.eblc.col.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rowErrors = byRow.get(row.rowNo) ?? [];
              return (
                <tr key={row.rowNo} id={rowId(row.rowNo)} tabIndex={-1} className={rowErrors.length > 0 ? 'stdnt-mng__row--error' : undefined}>
                  <td data-label={t('stdntMng.eblc.col.rowNo')}>{row.rowNo}</td>
                  <th scope="row" className="list-table__main">
                    {row.userNm}
                  </th>
                  <td data-label={t('stdntMng.eblc.col.stdntNo')}>{row.stdntNo ?? ''}</td>
                  <td data-label={t('stdntMng.eblc.col.brdt')}>{row.brdt}</td>
                  <td data-label={t('stdntMng.eblc.col.state')}>
                    {rowErrors.length > 0 ? (
                      <span className="stdnt-mng__bad">
                        {t('stdntMng.eblc.rowError')}: {rowErrors.map((e) => `${t(`stdntMng.eblc.field.${e.field}`)} ${e.message}`).join(' / ')}
                      </span>
                    ) : (
                      t('stdntMng.eblc.rowOk')
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
