import type { TPortfloStdnts } from '@portal/contract';
import { useState } from 'react';
import { FormField, Select } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';

type TStudentPickerProps = {
  data: TPortfloStdnts;
  userId: string;
  onPick: (userId: string) => void;
};

/** A teacher picks a class of this school year, then one of its students (the history's `?userId=`). */
export function StudentPicker({ data, userId, onPick }: TStudentPickerProps) {
  const { t } = useTranslation();
  const classOfStudent = data.classes.find((cls) => cls.students.some((s) => s.userId === userId));
  const [clsId, setClsId] = useState(classOfStudent ? String(classOfStudent.clsId) : '');
  const cls = data.classes.find((c) => String(c.clsId) === clsId);
  const classOptions = data.classes.map((c) => ({
    key: String(c.clsId),
    value: String(c.clsId),
    label: t('portflo.pick.cls', { grd: c.grd, clsNo: c.clsNo }),
  }));
  const studentOptions = (cls?.students ?? []).map((s) => ({
    key: s.userId,
    value: s.userId,
    label: s.stdntNo === null ? s.userNm : t('portflo.pick.stdnt', { stdntNo: s.stdntNo, userNm: s.userNm }),
  }));
  if (data.classes.length === 0) return <p className="portflo-empty">{t('portflo.pick.noClasses', { schlYr: data.schlYr })}</p>;
  return (
    <div className="portflo-picker no-print">
      <FormField label={t('portflo.pick.clsLabel', { schlYr: data.schlYr })}>
        <Select options={classOptions} value={clsId} onChange={(event) => setClsId(event.currentTarget.value)} />
      </FormField>
      <FormField label={t('portflo.pick.stdntLabel')}>
        <Select
          options={studentOptions}
          value={cls?.students.some((s) => s.userId === userId) ? userId : ''}
          disabled={!cls}
          onChange={(event) => event.currentTarget.value && onPick(event.currentTarget.value)}
        />
      </FormField>
    </div>
  );
}
