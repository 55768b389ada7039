import { CLS_LIMITS, CLS_MESSAGES, type TClsItem, type TRosterStudent } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { FormField, Input, Select } from '../../../components/form';
import { Dialog } from '../../../components/modal/dialog';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useMoveStudent } from '../api/cls-queries';

type TProps = {
  student: TRosterStudent;
  from: TClsItem;
  /** the other classes of the same school and year */
  targets: readonly TClsItem[];
  onClose: () => void;
};

/** Moving a student to another class of the same school year (issue 18): the class, an optional new number, a confirm. */
export function MoveDialog({ student, from, targets, onClose }: TProps) {
  const { t } = useTranslation();
  const move = useMoveStudent();
  const [toClsId, setToClsId] = useState('');
  const [stdntNo, setStdntNo] = useState('');
  const [errors, setErrors] = useState<{ to?: string; no?: string }>({});
  const toRef = useRef<HTMLSelectElement>(null);
  const noRef = useRef<HTMLInputElement>(null);
  const label = (c: TClsItem) => t('cls.classLabel', c);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const no = stdntNo === '' ? undefined : Number(stdntNo);
    const next = {
      to: toClsId ? undefined : t('cls.clsInfo.moveToRequired'),
      no: no !== undefined && (no < 1 || no > CLS_LIMITS.stdntNoMax) ? CLS_MESSAGES.stdntNo : undefined,
    };
    setErrors(next);
    if (next.to) return toRef.current?.focus();
    if (next.no) return noRef.current?.focus();
    const to = targets.find((c) => c.clsId === Number(toClsId))!;
    if (!(await showConfirm(t('cls.clsInfo.confirmMove', { userNm: student.userNm, from: label(from), to: label(to) })))) return;
    try {
      await move.mutateAsync({ clsId: from.clsId, body: { userId: student.userId, toClsId: to.clsId, stdntNo: no } });
    } catch {
      return;
    }
    onClose();
    await showAlert(t('cls.clsInfo.moved'));
  }

  return (
    <Dialog title={t('cls.clsInfo.moveTitle', student)} onCancel={onClose} closeButton>
      <form className="cls__dialog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('cls.clsInfo.moveTo')} required error={errors.to}>
          <Select
            ref={toRef}
            value={toClsId}
            options={targets.map((c) => ({ key: String(c.clsId), value: String(c.clsId), label: label(c) }))}
            onChange={(e) => setToClsId(e.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('cls.clsInfo.moveNo')} error={errors.no} hint={t('cls.clsInfo.moveNoHint')}>
          <Input ref={noRef} inputMode="numeric" maxLength={2} value={stdntNo} onChange={(e) => setStdntNo(e.currentTarget.value.replace(/\D/g, ''))} />
        </FormField>
        <div className="cls__actions">
          <button type="submit" className="btn btn--primary" disabled={move.isPending}>
            {t('cls.clsInfo.moveSubmit')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('cls.clsInfo.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
