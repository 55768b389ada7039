import { SCHOOL_IMPORT_COLUMNS, SCHOOL_IMPORT_LIMITS, type TSchoolImportError, type TSchoolImportRowError } from '@portal/contract';
import { Alert, Button, Table } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminPopup } from '../../../components/modal/admin-popup';
import { showAlert } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { useImportSchools } from '../api/import-schools';
import { schoolMngClient } from '../api/inst-client';

const MAX_MB = SCHOOL_IMPORT_LIMITS.maxBytes / 1024 / 1024;
const headersOf = (required: boolean) =>
  SCHOOL_IMPORT_COLUMNS.filter((c) => c.required === required)
    .map((c) => c.header)
    .join(', ');

/**
 * spec §2 schlInfoMng import: an .xlsx or UTF-8 CSV whose rows are all checked by the server
 * first; with any failing row nothing is saved and the row errors are listed here.
 */
export function SchoolImportPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<TSchoolImportError | null>(null);
  const run = useImportSchools();

  async function onImport() {
    const file = fileRef.current?.files?.[0];
    if (!file) return void showAlert(t('admInst.import.chooseFile'));
    if (!/\.(xlsx|csv)$/i.test(file.name)) return void showAlert(t('admInst.import.wrongType'));
    if (file.size > SCHOOL_IMPORT_LIMITS.maxBytes) return void showAlert(t('admInst.import.tooLarge', { mb: MAX_MB }));
    setFailure(null);
    try {
      const outcome = await run.mutateAsync(file);
      if (!outcome.ok) return setFailure(outcome.error);
      onClose();
      void showAlert(t('admInst.import.done', outcome.result));
    } catch (error) {
      void showAlert(isApiError(error) ? error.message : t('common.error'));
    }
  }

  return (
    <AdminPopup
      open
      wide
      onClose={onClose}
      title={t('admInst.import.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('admin.list.close')}</Button>
          <Button type="primary" loading={run.isPending} onClick={() => void onImport()}>
            {t('admInst.import.run')}
          </Button>
        </>
      }
    >
      <Alert
        className="adm-page__notice"
        type="info"
        showIcon
        title={t('admInst.import.atomic')}
        description={t('admInst.import.rules', {
          required: headersOf(true),
          optional: headersOf(false),
          maxRows: SCHOOL_IMPORT_LIMITS.maxRows.toLocaleString('ko-KR'),
        })}
      />
      <p>
        <a href={schoolMngClient.urlOf('importTemplate', {})} download>
          {t('admInst.import.template')}
        </a>
      </p>
      <p className="adm-inst__file">
        <label htmlFor={fileId}>{t('admInst.import.file', { mb: MAX_MB })}</label>
        <input id={fileId} ref={fileRef} type="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
      </p>
      {failure && <ImportErrors failure={failure} />}
    </AdminPopup>
  );
}

function ImportErrors({ failure }: { failure: TSchoolImportError }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { rowErrors, errorCount } = failure.data;
  return (
    <section aria-labelledby={titleId} className="adm-inst__errors">
      <Alert type="error" showIcon title={failure.message} />
      <h3 id={titleId} className="adm-inst__errors-title">
        {t('admInst.import.errorsTitle', { count: errorCount })}
        {errorCount > rowErrors.length && ` ${t('admInst.import.errorsShown', { shown: rowErrors.length })}`}
      </h3>
      <Table<TSchoolImportRowError>
        size="small"
        rowKey={(e) => `${e.row}:${e.column}`}
        dataSource={rowErrors}
        pagination={rowErrors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('admInst.import.row'), dataIndex: 'row', width: 80 },
          { title: t('admInst.import.column'), dataIndex: 'column', width: 140 },
          { title: t('admInst.import.message'), dataIndex: 'message' },
        ]}
      />
    </section>
  );
}
