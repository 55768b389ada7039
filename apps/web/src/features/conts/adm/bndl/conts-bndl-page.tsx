import {
  CONTS_BNDL_COLUMNS,
  CONTS_BNDL_LIMITS as L,
  CONTS_BNDL_MESSAGES as M,
  CONTS_FILE_LIMITS,
  type TContsBndlCheckResponse,
  type TContsBndlFile,
  type TContsBndlResult,
  type TContsBndlRowError,
} from '@portal/contract';
import { Alert, Button, Progress, Space, Spin } from 'antd';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin/admin-table';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { saveDownload, uploadInGroup } from '../../../../lib/files';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { checkBndl, downloadTemplate, fileToBase64, importBndl, resultCsv } from './conts-bndl-api';
import './conts-bndl-catalogue';
import './conts-bndl.css';

const MAX_MB = L.maxBytes / 1024 / 1024;
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

type TChecked = TContsBndlCheckResponse & { sheet: string; atchFileModuleIds: string[] };
type TStage = 'idle' | 'uploading' | 'checking' | 'importing';

/**
 * admin contentsBundle (issue 20): a sheet of contents and their attachments. Step 1 uploads the
 * attachments (the common upload call, one group, progress as files done / total) and checks the
 * sheet; step 2 lists the rows' errors (nothing imported) or asks for the content of each file no
 * row names (exactly one each, spec §5); step 3, after the spec §8 confirm, imports in one call
 * and reports each row, with the report to download.
 */
export function ContsBndlPage() {
  const { t } = useTranslation();
  usePageTitle(t('admContsBndl.title'));
  const titleId = useId();
  const sheetId = useId();
  const atchId = useId();
  const atchHelpId = useId();
  const sheetRef = useRef<HTMLInputElement>(null);
  const atchRef = useRef<HTMLInputElement>(null);
  const [atchCount, setAtchCount] = useState(0);
  const [stage, setStage] = useState<TStage>('idle');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [checked, setChecked] = useState<TChecked | null>(null);
  const [rowErrors, setRowErrors] = useState<{ list: TContsBndlRowError[]; count: number } | null>(null);
  const [mapping, setMapping] = useState<Record<number, number>>({});
  const [results, setResults] = useState<TContsBndlResult[] | null>(null);
  const busy = stage !== 'idle';

  function reset() {
    setChecked(null);
    setRowErrors(null);
    setMapping({});
    setResults(null);
    setProgress({ done: 0, total: 0 });
    setAtchCount(0);
    if (sheetRef.current) sheetRef.current.value = '';
    if (atchRef.current) atchRef.current.value = '';
  }

  async function onCheck() {
    const sheetFile = sheetRef.current?.files?.[0];
    if (!sheetFile) return void showAlert(t('admContsBndl.chooseSheet'));
    if (!/\.xlsx$/i.test(sheetFile.name)) return void showAlert(t('admContsBndl.wrongType'));
    if (sheetFile.size > L.maxBytes) return void showAlert(t('admContsBndl.tooLarge', { mb: MAX_MB }));
    const files = [...(atchRef.current?.files ?? [])];
    setChecked(null);
    setRowErrors(null);
    setResults(null);
    setMapping({});
    try {
      const atchFileModuleIds: string[] = [];
      if (files.length > 0) {
        setStage('uploading');
        setProgress({ done: 0, total: files.length });
        let done = 0;
        // a group holds CONTS_FILE_LIMITS.maxCount files: a new group for every that many
        for (let i = 0; i < files.length; i += CONTS_FILE_LIMITS.maxCount) {
          await uploadInGroup(files.slice(i, i + CONTS_FILE_LIMITS.maxCount), { seqType: 'contents' }, (_file, answer) => {
            if (!atchFileModuleIds.includes(answer.fileModuleId)) atchFileModuleIds.push(answer.fileModuleId);
            done += 1;
            setProgress({ done, total: files.length });
          });
        }
      }
      setStage('checking');
      const sheet = await fileToBase64(sheetFile);
      const answer = await checkBndl({ sheet, atchFileModuleIds });
      if (answer.errorCount > 0) setRowErrors({ list: answer.rowErrors, count: answer.errorCount });
      else setChecked({ ...answer, sheet, atchFileModuleIds });
    } catch {
      // the API client has shown the server's message
    } finally {
      setStage('idle');
    }
  }

  async function onImport() {
    if (!checked) return;
    const unmapped = checked.files.filter((f) => f.rowNo === null);
    if (unmapped.some((f) => !mapping[f.fileId])) return void showAlert(t('admContsBndl.mapMissing'));
    if (!(await showConfirm(M.confirm))) return;
    setStage('importing');
    try {
      const outcome = await importBndl({
        sheet: checked.sheet,
        atchFileModuleIds: checked.atchFileModuleIds,
        mapping: unmapped.map((f) => ({ fileId: f.fileId, rowNo: mapping[f.fileId]! })),
      });
      if (!outcome.ok) {
        setChecked(null);
        setRowErrors({ list: outcome.error.data.rowErrors, count: outcome.error.data.errorCount });
        return;
      }
      setChecked(null);
      setResults(outcome.result.results);
      void showAlert(t('admContsBndl.done', { count: outcome.result.results.length }));
    } catch {
      // the API client has shown the server's message
    } finally {
      setStage('idle');
    }
  }

  function onDownloadResult() {
    if (!results) return;
    const header = [
      t('admContsBndl.row'),
      t('admContsBndl.action'),
      t('admContsBndl.contsId'),
      t('admContsBndl.contsTtl'),
      t('admContsBndl.verNo'),
      t('admContsBndl.fileCnt'),
    ];
    const rows = results.map((r) => [
      r.rowNo,
      t(r.action === 'CREATED' ? 'admContsBndl.created' : 'admContsBndl.updated'),
      r.contsId,
      r.contsTtl,
      r.verNo,
      r.fileCnt,
    ]);
    saveDownload({ blob: resultCsv(header, rows), headers: new Headers() }, '콘텐츠_일괄등록_결과.csv');
  }

  const required = CONTS_BNDL_COLUMNS.filter((c) => c.required).map((c) => c.header);
  return (
    <section aria-labelledby={titleId} className="adm-conts-bndl">
      <h1 id={titleId} className="adm-page__title">
        {t('admContsBndl.title')}
      </h1>
      <Alert
        className="adm-page__notice"
        type="info"
        showIcon
        title={t('admContsBndl.notice')}
        description={t('admContsBndl.columns', {
          columns: CONTS_BNDL_COLUMNS.map((c) => c.header).join(', '),
          required: required.join(', '),
          maxRows: L.maxRows.toLocaleString('ko-KR'),
        })}
      />

      <h2 className="adm-conts-bndl__h2">{t('admContsBndl.step1')}</h2>
      <p>
        <Button onClick={() => void downloadTemplate().catch(() => undefined)}>{t('admContsBndl.template')}</Button>
      </p>
      <p>
        <label htmlFor={sheetId}>{t('admContsBndl.sheet', { mb: MAX_MB })}</label>
        <br />
        <input id={sheetId} ref={sheetRef} type="file" disabled={busy} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
      </p>
      <p>
        <label htmlFor={atchId}>{t('admContsBndl.atch')}</label>
        <br />
        <input
          id={atchId}
          ref={atchRef}
          type="file"
          multiple
          disabled={busy}
          aria-describedby={atchHelpId}
          onChange={(event) => setAtchCount(event.currentTarget.files?.length ?? 0)}
        />
        <br />
        <span id={atchHelpId}>{t('admContsBndl.atchHelp')}</span>
        {atchCount > 0 && <span> {t('admContsBndl.atchChosen', { count: atchCount })}</span>}
      </p>
      <Space wrap>
        <Button type="primary" disabled={busy} onClick={() => void onCheck()}>
          {t('admContsBndl.check')}
        </Button>
        <Button disabled={busy} onClick={reset}>
          {t('admContsBndl.reset')}
        </Button>
      </Space>
      {progress.total > 0 && (
        <div className="adm-conts-bndl__progress">
          <Progress
            percent={Math.round((progress.done / progress.total) * 100)}
            aria-label={t('admContsBndl.uploadLabel')}
            format={() => `${progress.done}/${progress.total}`}
          />
          <p role="status">{t('admContsBndl.uploading', progress)}</p>
        </div>
      )}
      {stage === 'checking' && <p role="status">{t('admContsBndl.checking')}</p>}

      {rowErrors && <RowErrors list={rowErrors.list} count={rowErrors.count} />}
      {checked && (
        <CheckedStep
          checked={checked}
          mapping={mapping}
          setMapping={setMapping}
          busy={busy}
          importing={stage === 'importing'}
          onImport={() => void onImport()}
        />
      )}
      {results && <Results results={results} onDownload={onDownloadResult} />}
    </section>
  );
}

function RowErrors({ list, count }: { list: TContsBndlRowError[]; count: number }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('admContsBndl.step2')}>
      <h2 className="adm-conts-bndl__h2">{t('admContsBndl.step2')}</h2>
      <Alert type="error" showIcon title={t('admContsBndl.errorsHelp')} />
      <h3 className="adm-conts-bndl__h3">
        {t('admContsBndl.errorsTitle', { count })}
        {count > list.length && ` ${t('admContsBndl.errorsShown', { shown: list.length })}`}
      </h3>
      <AdminTable<TContsBndlRowError>
        size="small"
        caption={<span className="sr-only">{t('admContsBndl.errorsCaption')}</span>}
        rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
        dataSource={list}
        emptyText=""
        columns={[
          { title: t('admContsBndl.row'), dataIndex: 'row' },
          { title: t('admContsBndl.column'), dataIndex: 'column' },
          { title: t('admContsBndl.message'), dataIndex: 'message' },
        ]}
      />
    </section>
  );
}

function CheckedStep(props: {
  checked: TChecked;
  mapping: Record<number, number>;
  setMapping: (next: Record<number, number>) => void;
  busy: boolean;
  importing: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const { checked, mapping, setMapping } = props;
  const unmapped = checked.files.filter((f) => f.rowNo === null);
  const updated = checked.rows.filter((r) => r.contsId !== null).length;
  return (
    <section aria-label={t('admContsBndl.step2')}>
      <h2 className="adm-conts-bndl__h2">{t('admContsBndl.step2')}</h2>
      <Alert type="success" showIcon title={t('admContsBndl.checked', { created: checked.rows.length - updated, updated })} />
      {unmapped.length > 0 && (
        <>
          <h3 className="adm-conts-bndl__h3">{t('admContsBndl.mapTitle')}</h3>
          <p>{t('admContsBndl.mapHelp')}</p>
          <AdminTable<TContsBndlFile>
            size="small"
            caption={<span className="sr-only">{t('admContsBndl.mapCaption')}</span>}
            rowKey="fileId"
            dataSource={unmapped}
            emptyText=""
            columns={[
              { title: t('admContsBndl.fileNm'), dataIndex: 'fileNm' },
              { title: t('admContsBndl.fileSz'), dataIndex: 'fileSz', render: (sz: number) => sizeText(sz) },
              {
                title: t('admContsBndl.mapTo'),
                key: 'map',
                render: (_, file) => (
                  <select
                    className="adm-conts-bndl__select"
                    aria-label={t('admContsBndl.mapSelect', { fileNm: file.fileNm })}
                    value={mapping[file.fileId] ?? ''}
                    disabled={props.busy}
                    onChange={(event) => {
                      const next = { ...mapping };
                      if (event.target.value) next[file.fileId] = Number(event.target.value);
                      else delete next[file.fileId];
                      setMapping(next);
                    }}
                  >
                    <option value="">{t('admContsBndl.mapNone')}</option>
                    {checked.rows.map((r) => (
                      <option key={r.rowNo} value={r.rowNo}>
                        {t('admContsBndl.mapOption', r)}
                      </option>
                    ))}
                  </select>
                ),
              },
            ]}
          />
        </>
      )}
      <p className="adm-conts-bndl__confirm">{M.confirm}</p>
      <Button type="primary" disabled={props.busy} onClick={props.onImport}>
        {t('admContsBndl.import')}
      </Button>
      {props.importing && (
        <div role="status">
          <Spin size="small" /> {t('admContsBndl.importing')}
        </div>
      )}
    </section>
  );
}

function Results({ results, onDownload }: { results: TContsBndlResult[]; onDownload: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('admContsBndl.step3')}>
      <h2 className="adm-conts-bndl__h2">{t('admContsBndl.step3')}</h2>
      <Space wrap>
        <Button onClick={onDownload}>{t('admContsBndl.download')}</Button>
        <Link to="/admin/contents">{t('admContsBndl.toList')}</Link>
      </Space>
      <AdminTable<TContsBndlResult>
        size="small"
        caption={<span className="sr-only">{t('admContsBndl.resultCaption')}</span>}
        rowKey="rowNo"
        dataSource={results}
        emptyText=""
        columns={[
          { title: t('admContsBndl.row'), dataIndex: 'rowNo' },
          { title: t('admContsBndl.action'), dataIndex: 'action', render: (a: string) => t(a === 'CREATED' ? 'admContsBndl.created' : 'admContsBndl.updated') },
          { title: t('admContsBndl.contsId'), dataIndex: 'contsId' },
          { title: t('admContsBndl.contsTtl'), dataIndex: 'contsTtl' },
          { title: t('admContsBndl.verNo'), dataIndex: 'verNo' },
          { title: t('admContsBndl.fileCnt'), dataIndex: 'fileCnt' },
        ]}
      />
    </section>
  );
}
