import { srvyDefProblems, type TSrvyDef, type TSrvyItem } from '@portal/contract';
import { Alert, Button, Form, Space } from 'antd';
import { type RefObject, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors, useConfirmSave } from '../../../../components/admin/crud';
import { showAlert } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useCreateSrvy, useSaveSrvyDef, useUpdateSrvy } from '../api/srvy-adm-queries';
import { metaFormOf, saveBodyOf, serverProblemsOf } from './builder-form';
import { emptyDef } from './def-ops';
import { DefEditor } from './def-editor/def-editor';
import { MetaFields, type TMetaForm } from './meta-fields';
import { SRVY_ADM_BASE, SrvySttsTag } from './srvy-adm-format';
import { useSrvyActions } from './use-srvy-actions';

/** The survey's state, version and responses, with its pages and actions. */
function BuilderHead({ srvy }: { srvy: TSrvyItem }) {
  const { t } = useTranslation();
  const { run, pending } = useSrvyActions();
  const statusRef = useRef<HTMLSpanElement>(null);
  // the 게시/마감 button goes away with the old state: the focus moves to the new one
  const runHere = async (kind: 'publish' | 'close') => {
    if (await run(kind, srvy)) setTimeout(() => statusRef.current?.focus());
  };
  return (
    <div className="srvy-adm__head">
      <span ref={statusRef} tabIndex={-1}>
        <SrvySttsTag sttsCd={srvy.sttsCd} />
      </span>
      <span>{t('admSrvy.verNo', { verNo: srvy.verNo })}</span>
      <span>{t('admSrvy.rspnsCnt', { count: srvy.rspnsCnt })}</span>
      <Space wrap>
        <Link to={`${SRVY_ADM_BASE}/${srvy.srvyId}/preview`}>{t('admSrvy.action.preview')}</Link>
        <Link to={`${SRVY_ADM_BASE}/${srvy.srvyId}/rslt`}>{t('admSrvy.action.rslt')}</Link>
        {srvy.sttsCd === 'DRAFT' && srvy.tmpltYn === 'N' && (
          <Button type="primary" disabled={pending} onClick={() => void runHere('publish')}>
            {t('admSrvy.action.publish')}
          </Button>
        )}
        {srvy.sttsCd === 'OPEN' && (
          <Button disabled={pending} onClick={() => void runHere('close')}>
            {t('admSrvy.action.close')}
          </Button>
        )}
        <Button disabled={pending} onClick={() => void run('copy', srvy)}>
          {t('admSrvy.action.copy')}
        </Button>
      </Space>
    </div>
  );
}

/** Why the structure cannot change, and the way out: a new version. */
function LockedNotice({ srvy }: { srvy: TSrvyItem }) {
  const { t } = useTranslation();
  const { run, pending } = useSrvyActions();
  return (
    <Alert
      className="srvy-adm__notice"
      type="warning"
      showIcon
      title={t(srvy.sttsCd === 'CLOSED' ? 'admSrvy.closedTitle' : 'admSrvy.lockedTitle')}
      description={
        <>
          <p>{t(srvy.sttsCd === 'CLOSED' ? 'admSrvy.closedText' : 'admSrvy.lockedText')}</p>
          <Button disabled={pending} onClick={() => void run('newVersion', srvy)}>
            {t('admSrvy.action.newVersionLong')}
          </Button>
        </>
      }
    />
  );
}

/**
 * The problems of the definition: the editor's own checks (contract srvyDefProblems) and the server's;
 * notice: that the meta was saved without the questions.
 */
function Problems({ problems, notice, boxRef }: { problems: string[]; notice?: string; boxRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  if (problems.length === 0 && !notice) return null;
  return (
    <div ref={boxRef} tabIndex={-1} className="srvy-adm__problems" role="region" aria-label={t('admSrvy.problems')}>
      <Alert
        type="error"
        showIcon
        title={notice ?? t('admSrvy.problemsTitle', { count: problems.length })}
        description={
          problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )
        }
      />
    </div>
  );
}

/**
 * The survey builder (admin srvy/write and srvy/:srvyId): the meta form and the question editor,
 * saved together after '저장하시겠습니까?'. With responses only the texts change (design: texts);
 * a closed survey is read only. Both lead to '새 버전 만들기'.
 */
export function SrvyBuilder({ srvy }: { srvy?: TSrvyItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmSave = useConfirmSave();
  const defId = useId();
  const [form] = Form.useForm<TMetaForm>();
  const [def, setDef] = useState<TSrvyDef>(srvy?.def ?? emptyDef());
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const create = useCreateSrvy();
  const update = useUpdateSrvy();
  const saveDef = useSaveSrvyDef();
  // a new survey whose questions were refused after its meta was saved: later saves update it
  const [createdId, setCreatedId] = useState<number>();
  const [defNotSaved, setDefNotSaved] = useState(false);
  const closed = srvy?.sttsCd === 'CLOSED';
  const locked = closed || (srvy?.rspnsCnt ?? 0) > 0;
  const problems = [...new Set([...srvyDefProblems(def), ...serverProblems])];
  const saving = create.isPending || update.isPending || saveDef.isPending;

  const changeDef = (next: TSrvyDef) => {
    setDef(next);
    setServerProblems([]);
  };

  async function save() {
    const values = await form.validateFields().catch((error: { errorFields?: { name: (string | number)[] }[] }) => {
      const first = error.errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true });
      return undefined;
    });
    if (!values) return;
    if (srvyDefProblems(def).length > 0) {
      problemsRef.current?.focus();
      return;
    }
    if (!(await confirmSave())) return;
    const savedId = srvy?.srvyId ?? createdId;
    let srvyId: number;
    try {
      srvyId = savedId
        ? (await update.mutateAsync({ srvyId: savedId, body: saveBodyOf(values) })).srvyId
        : (await create.mutateAsync(saveBodyOf(values))).srvyId;
    } catch (error) {
      applyServerFieldErrors(form, error);
      return;
    }
    setCreatedId(srvy ? undefined : srvyId);
    try {
      await saveDef.mutateAsync({ srvyId, def, textsOnly: locked });
    } catch (error) {
      setServerProblems(serverProblemsOf(error));
      setDefNotSaved(true);
      setTimeout(() => problemsRef.current?.focus());
      return;
    }
    setDefNotSaved(false);
    await showAlert(t('common.result.saved'));
    if (!srvy) void navigate(`${SRVY_ADM_BASE}/${srvyId}`, { replace: true });
  }

  return (
    <>
      {srvy && <BuilderHead srvy={srvy} />}
      {srvy && locked && <LockedNotice srvy={srvy} />}
      <Form<TMetaForm> form={form} name="srvyMeta" layout="vertical" initialValues={metaFormOf(srvy)} scrollToFirstError={{ focus: true }} disabled={closed}>
        <fieldset className="adm-box srvy-adm__box">
          <legend>{t('admSrvy.meta.legend')}</legend>
          <MetaFields locked={locked} tmpltLocked={!!srvy && (srvy.sttsCd !== 'DRAFT' || srvy.rspnsCnt > 0)} versionPointLocked={srvy?.orgnSrvyId != null} />
        </fieldset>
      </Form>
      <section className="adm-box srvy-adm__box" aria-labelledby={defId}>
        <h2 id={defId}>{t('admSrvy.def.legend')}</h2>
        <Problems problems={problems} notice={defNotSaved ? t('admSrvy.defNotSaved') : undefined} boxRef={problemsRef} />
        <fieldset disabled={closed} className="srvy-adm__plain">
          <DefEditor def={def} onChange={changeDef} locked={locked} />
        </fieldset>
      </section>
      <div className="srvy-adm__footer">
        <Link to={SRVY_ADM_BASE}>{t('admSrvy.toList')}</Link>
        {!closed && (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t(locked ? 'admSrvy.saveTexts' : 'admSrvy.save')}
          </Button>
        )}
      </div>
    </>
  );
}
