import { CLS_MESSAGES, type TTchrDsgn } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { FormField, Select } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useAfterRender } from '../../../lib/use-after-render';
import { useSaveTchrDsgn } from '../api/cls-queries';
import '../../../components/list-table/list-table.css';

type TErrors = { hmrm: Record<number, string>; crr?: string };

/** Which classes name a teacher twice: each but the first is an error (a teacher leads one class). */
function twiceErrors(hmrm: Record<number, string>, clsIds: readonly number[]): Record<number, string> {
  const seen = new Set<string>();
  const errors: Record<number, string> = {};
  for (const clsId of clsIds) {
    const userId = hmrm[clsId];
    if (!userId) continue;
    if (seen.has(userId)) errors[clsId] = CLS_MESSAGES.hmrmTwice;
    seen.add(userId);
  }
  return errors;
}

/**
 * The career teacher's designations of a school year (issue 18 tchrDsgn): a homeroom teacher per
 * class (select), reservation managers and career teachers (checkboxes); one save. The rules the
 * server holds are shown at the field first (spec §5): one class per teacher, a career teacher at least.
 */
export function TchrDsgnForm({ data }: { data: TTchrDsgn }) {
  const { t } = useTranslation();
  const save = useSaveTchrDsgn();
  const [hmrm, setHmrm] = useState<Record<number, string>>(() => Object.fromEntries(data.classes.map((c) => [c.clsId, c.hmrmTchrId ?? ''])));
  const [rsvt, setRsvt] = useState(() => new Set(data.teachers.filter((x) => x.rsvtMngrYn === 'Y').map((x) => x.userId)));
  const [crr, setCrr] = useState(() => new Set(data.teachers.filter((x) => x.crrTchrYn === 'Y').map((x) => x.userId)));
  const [errors, setErrors] = useState<TErrors>({ hmrm: {} });
  const formRef = useRef<HTMLFormElement>(null);
  const afterRender = useAfterRender();
  const options = data.teachers.map((x) => ({ key: x.userId, value: x.userId, label: x.userNm }));
  const toggle = (set: Set<string>, userId: string) => {
    const next = new Set(set);
    if (!next.delete(userId)) next.add(userId);
    return next;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: TErrors = {
      hmrm: twiceErrors(
        hmrm,
        data.classes.map((c) => c.clsId),
      ),
      crr: crr.size === 0 ? CLS_MESSAGES.crrTchrRequired : undefined,
    };
    setErrors(next);
    if (Object.keys(next.hmrm).length > 0 || next.crr) {
      // spec §5: the first invalid field takes the focus (after the messages render)
      afterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (!(await showConfirm(t('common.confirm.save')))) return;
    try {
      await save.mutateAsync({
        schlYr: data.schlYr,
        hmrm: data.classes.map((c) => ({ clsId: c.clsId, hmrmTchrId: hmrm[c.clsId] || null })),
        rsvtMngrIds: [...rsvt],
        crrTchrIds: [...crr],
      });
    } catch {
      return;
    }
    await showAlert(t('cls.tchrDsgn.saved'));
  }

  const col = (key: string) => t(`cls.tchrDsgn.col.${key}`);
  return (
    <form ref={formRef} className="cls" noValidate onSubmit={(event) => void onSubmit(event)}>
      <section aria-labelledby="dsgn-hmrm-title">
        <h2 id="dsgn-hmrm-title" className="cls__title">
          {t('cls.tchrDsgn.hmrmTitle')}
        </h2>
        {data.classes.length === 0 ? (
          <p className="card-list__empty">{t('cls.tchrDsgn.noClasses')}</p>
        ) : (
          <ul className="cls__dsgn-list">
            {data.classes.map((c) => (
              <li key={c.clsId}>
                <FormField label={t('cls.tchrDsgn.hmrmOf', { cls: t('cls.classLabel', c) })} error={errors.hmrm[c.clsId]}>
                  <Select
                    value={hmrm[c.clsId] ?? ''}
                    options={options}
                    defaultOptionLabel={t('cls.noHmrm')}
                    onChange={(e) => setHmrm({ ...hmrm, [c.clsId]: e.currentTarget.value })}
                  />
                </FormField>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dsgn-roles-title">
        <h2 id="dsgn-roles-title" className="cls__title">
          {t('cls.tchrDsgn.rolesTitle')}
        </h2>
        <table className="list-table cls__roles">
          <caption className="sr-only">{t('cls.tchrDsgn.rolesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{col('userNm')}</th>
              <th scope="col">{col('rsvtMngr')}</th>
              <th scope="col">{col('crrTchr')}</th>
            </tr>
          </thead>
          <tbody>
            {data.teachers.map((x, i) => (
              <tr key={x.userId}>
                <th scope="row" className="list-table__main">
                  {x.userNm}
                </th>
                <td data-label={col('rsvtMngr')}>
                  <input
                    type="checkbox"
                    aria-label={t('cls.tchrDsgn.rsvtOf', x)}
                    checked={rsvt.has(x.userId)}
                    onChange={() => setRsvt(toggle(rsvt, x.userId))}
                  />
                </td>
                <td data-label={col('crrTchr')}>
                  <input
                    type="checkbox"
                    aria-label={t('cls.tchrDsgn.crrOf', x)}
                    aria-invalid={errors.crr && i === 0 ? true : undefined}
                    aria-describedby={errors.crr ? 'dsgn-crr-error' : undefined}
                    checked={crr.has(x.userId)}
                    onChange={() => setCrr(toggle(crr, x.userId))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {errors.crr && (
          <p id="dsgn-crr-error" className="form-error">
            {errors.crr}
          </p>
        )}
      </section>
      <div className="cls__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t('cls.tchrDsgn.save')}
        </button>
      </div>
    </form>
  );
}
