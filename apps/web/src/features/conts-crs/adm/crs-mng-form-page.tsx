import {
  CONTS_KND,
  CONTS_SCHL_LVLS,
  CONTS_STTS,
  CONTS_STTS_TRANSITIONS,
  CRS_MESSAGES,
  parseSeoulDateTime,
  recordIdOf,
  type TContsSchlLvl,
  type TCrsConts,
  type TCrsMngDetail,
} from '@portal/contract';
import { Button, Checkbox, Input, Select, Space } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DateTimeInput } from '../../../components/admin/date-time-input';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useReorderFocus } from '../../../lib/use-reorder-focus';
import { useContsOptions, useCrsMng, useCrsStts, useSaveCrs } from '../api/conts-crs-queries';
import '../conts-crs-adm-catalogue';
import '../conts-crs.css';

type TSesnDraft = { key: string; sesnTtl: string; sesnObjc: string; tchrNote: string; conts: Pick<TCrsConts, 'contsId' | 'contsTtl' | 'visible'>[] };

let seq = 0;
const newKey = () => `s${(seq += 1)}`;
const emptySesn = (): TSesnDraft => ({ key: newKey(), sesnTtl: '', sesnObjc: '', tchrNote: '', conts: [] });

/** The search select of one session's contents: any state, by title (the server gives 20). */
function ContsPicker({ label, picked, onPick }: { label: string; picked: number[]; onPick: (c: TCrsConts) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const options = useContsOptions(q);
  const list = (options.data?.list ?? []).filter((c) => !picked.includes(c.contsId));
  return (
    <Select<number>
      showSearch
      aria-label={label}
      placeholder={t('admContsCrs.contsSearch')}
      value={null}
      filterOption={false}
      onSearch={setQ}
      onChange={(id) => {
        const found = list.find((c) => c.contsId === id);
        if (found) onPick(found);
      }}
      options={list.map((c) => ({
        value: c.contsId,
        label: `${c.contsTtl} (${CONTS_KND[c.contsKndCd]}${c.visible ? '' : ` · ${CONTS_STTS[c.sttsCd]}`})`,
      }))}
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}

/** The class's state; 게시 takes a publish time in the portal's date picker (empty: now; a past one is fine). */
function SttsForm({ crs }: { crs: TCrsMngDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const stts = useCrsStts(crs.crsId);
  const next = CONTS_STTS_TRANSITIONS[crs.sttsCd];
  const [to, setTo] = useState(next[0]!);
  const [pblcDt, setPblcDt] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const at = to === 'PBLC' && pblcDt ? parseSeoulDateTime(pblcDt) : new Date();
    if (!at) {
      await showAlert(CRS_MESSAGES.pblcDt);
      return;
    }
    if (!(await showConfirm(t('common.confirm.edit')))) return;
    const ok = await stts.mutateAsync({ sttsCd: to, pblcDt: to === 'PBLC' ? at.toISOString() : null }).catch(() => null);
    if (ok) await showAlert(t('common.result.edited'));
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-h`} className="conts-crs-adm__stts">
      <h2 id={`${id}-h`}>
        {t('admContsCrs.sttsTitle')} ({CONTS_STTS[crs.sttsCd]})
      </h2>
      <Space wrap>
        <label htmlFor={`${id}-to`}>{t('admContsCrs.sttsTo')}</label>
        <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value as typeof to)}>
          {next.map((cd) => (
            <option key={cd} value={cd}>
              {CONTS_STTS[cd]}
            </option>
          ))}
        </select>
        {to === 'PBLC' && (
          <>
            <label htmlFor={`${id}-dt`}>{t('admContsCrs.pblcDt')}</label>
            <DateTimeInput id={`${id}-dt`} label={t('admContsCrs.pblcDt')} value={pblcDt} onChange={setPblcDt} minuteStep={10} />
            <span>{t('admContsCrs.pblcDtHelp')}</span>
          </>
        )}
        <Button htmlType="submit" loading={stts.isPending}>
          {t('admContsCrs.sttsSubmit')}
        </Button>
      </Space>
    </form>
  );
}

/** The class's form: title, summary, levels and the sessions (added, moved with buttons that keep focus, removed), one save. */
function CrsForm({ crs }: { crs: TCrsMngDetail | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveCrs(crs?.crsId ?? null);
  const { listRef, track, said, buttonKey } = useReorderFocus<HTMLOListElement>();
  const [crsTtl, setCrsTtl] = useState(crs?.crsTtl ?? '');
  const [crsSmry, setCrsSmry] = useState(crs?.crsSmry ?? '');
  const [schlLvls, setSchlLvls] = useState<TContsSchlLvl[]>(crs?.schlLvls ?? ['MD01']);
  const [sesns, setSesns] = useState<TSesnDraft[]>(() =>
    crs ? crs.sesns.map((s) => ({ key: newKey(), sesnTtl: s.sesnTtl, sesnObjc: s.sesnObjc, tchrNote: s.tchrNote, conts: s.conts })) : [emptySesn()],
  );
  const patch = (key: string, change: Partial<TSesnDraft>) => setSesns((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const move = (index: number, dir: 'up' | 'down') => {
    const to = dir === 'up' ? index - 1 : index + 1;
    const list = [...sesns];
    const [item] = list.splice(index, 1);
    list.splice(to, 0, item!);
    setSesns(list);
    track(item!.key, dir, t('admContsCrs.moved', { name: item!.sesnTtl || t('admContsCrs.sesnNo', { no: index + 1 }), no: to + 1 }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      crsTtl,
      crsSmry,
      schlLvls,
      sesns: sesns.map((s) => ({ sesnTtl: s.sesnTtl, sesnObjc: s.sesnObjc, tchrNote: s.tchrNote, contsIds: s.conts.map((c) => c.contsId) })),
    };
    if (!(await showConfirm(t('common.confirm.save')))) return;
    const answer = await save.mutateAsync(body).catch(() => null);
    if (!answer) return;
    await showAlert(t('common.result.saved'));
    if (!crs) navigate(`/admin/contentClasses/view/${answer.crsId}`);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="conts-crs-adm">
      <h1 id={`${id}-title`}>{crs ? t('admContsCrs.editTitle') : t('admContsCrs.writeTitle')}</h1>
      {crs && <SttsForm crs={crs} />}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <p>
          <label htmlFor={`${id}-ttl`}>{t('admContsCrs.crsTtl')}</label>
          <Input id={`${id}-ttl`} value={crsTtl} maxLength={100} required onChange={(e) => setCrsTtl(e.target.value)} />
        </p>
        <p>
          <label htmlFor={`${id}-smry`}>{t('admContsCrs.crsSmry')}</label>
          <Input.TextArea id={`${id}-smry`} value={crsSmry} maxLength={1000} rows={3} required onChange={(e) => setCrsSmry(e.target.value)} />
        </p>
        <fieldset>
          <legend>{t('admContsCrs.schlLvls')}</legend>
          <Checkbox.Group
            value={schlLvls}
            onChange={(v) => setSchlLvls(v as TContsSchlLvl[])}
            options={Object.entries(CONTS_SCHL_LVLS).map(([value, label]) => ({ value, label }))}
          />
        </fieldset>
        <h2>{t('admContsCrs.sesns')}</h2>
        <p className="sr-only" aria-live="polite">
          {said}
        </p>
        {sesns.length === 0 && <p>{t('admContsCrs.noSesn')}</p>}
        <ol ref={listRef} className="conts-crs__sesns">
          {sesns.map((s, i) => {
            const no = i + 1;
            return (
              <li key={s.key} className="conts-crs__sesn">
                <fieldset>
                  <legend>{t('admContsCrs.sesnNo', { no })}</legend>
                  <Space wrap>
                    <Button {...buttonKey(s.key)} size="small" disabled={i === 0} onClick={() => move(i, 'up')}>
                      {t('admContsCrs.moveUp', { no })}
                    </Button>
                    <Button {...buttonKey(s.key)} size="small" disabled={i === sesns.length - 1} onClick={() => move(i, 'down')}>
                      {t('admContsCrs.moveDown', { no })}
                    </Button>
                    <Button size="small" danger onClick={() => setSesns((list) => list.filter((x) => x.key !== s.key))}>
                      {t('admContsCrs.removeSesn', { no })}
                    </Button>
                  </Space>
                  <p>
                    <label htmlFor={`${id}-${s.key}-ttl`}>{t('admContsCrs.sesnTtl')}</label>
                    <Input id={`${id}-${s.key}-ttl`} value={s.sesnTtl} maxLength={100} onChange={(e) => patch(s.key, { sesnTtl: e.target.value })} />
                  </p>
                  <p>
                    <label htmlFor={`${id}-${s.key}-objc`}>{t('admContsCrs.sesnObjc')}</label>
                    <Input.TextArea
                      id={`${id}-${s.key}-objc`}
                      value={s.sesnObjc}
                      rows={2}
                      maxLength={1000}
                      onChange={(e) => patch(s.key, { sesnObjc: e.target.value })}
                    />
                  </p>
                  <p>
                    <label htmlFor={`${id}-${s.key}-note`}>{t('admContsCrs.tchrNote')}</label>
                    <Input.TextArea
                      id={`${id}-${s.key}-note`}
                      value={s.tchrNote}
                      rows={2}
                      maxLength={2000}
                      onChange={(e) => patch(s.key, { tchrNote: e.target.value })}
                    />
                  </p>
                  <p>{t('admContsCrs.sesnConts')}</p>
                  <ul>
                    {s.conts.map((c) => (
                      <li key={c.contsId}>
                        {c.contsTtl} {!c.visible && <span>({t('admContsCrs.hidden')})</span>}{' '}
                        <Button size="small" onClick={() => patch(s.key, { conts: s.conts.filter((x) => x.contsId !== c.contsId) })}>
                          {t('admContsCrs.contsRemove', { name: c.contsTtl })}
                        </Button>
                      </li>
                    ))}
                  </ul>
                  <ContsPicker
                    label={t('admContsCrs.contsPick', { no })}
                    picked={s.conts.map((c) => c.contsId)}
                    onPick={(c) => patch(s.key, { conts: [...s.conts, c] })}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Space wrap>
          <Button onClick={() => setSesns((list) => [...list, emptySesn()])}>{t('admContsCrs.addSesn')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('admContsCrs.save')}
          </Button>
          <Link to="/admin/contentClasses">{t('admContsCrs.toList')}</Link>
        </Space>
      </form>
    </section>
  );
}

/** /admin/contentClasses/write: a new class (a draft). */
export const CrsMngWritePage = () => <CrsForm crs={null} />;

/** /admin/contentClasses/view/:crsId: the class's form and its state. */
export function CrsMngEditPage() {
  const crsId = recordIdOf(useParams().crsId) ?? 0;
  const valid = crsId > 0;
  const query = useCrsMng(crsId);
  return (
    <RecordPage query={query} valid={valid} name={(crs) => crs.crsTtl}>
      {(crs) => <CrsForm key={crs.updatedAt} crs={crs} />}
    </RecordPage>
  );
}
