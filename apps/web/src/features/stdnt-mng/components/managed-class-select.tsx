import type { TMbrMngClass } from '@portal/contract';
import { Select, type TSelectProps } from '../../../components/form';
import { useTranslation, type TFunction } from '../../../lib/i18n';

type TProps = Omit<TSelectProps, 'options'> & { classes: readonly TMbrMngClass[] };

/** The teacher's classes of this school year as a select: "2학년 3반 (담임 박교사, 13명)". */
export function ManagedClassSelect({ classes, ...rest }: TProps) {
  const { t } = useTranslation();
  const options = classes.map((c) => ({
    key: String(c.clsId),
    value: String(c.clsId),
    label: t('stdntMng.classOption', { grd: c.grd, clsNo: c.clsNo, hmrm: c.hmrmTchrNm ?? t('stdntMng.noHmrm'), count: c.stdntCnt }),
  }));
  return <Select {...rest} options={options} />;
}

/** "2학년 3반" of a class id of the list, for messages. */
export function classLabelOf(classes: readonly TMbrMngClass[], clsId: number, t: TFunction): string {
  const c = classes.find((item) => item.clsId === clsId);
  return c ? t('stdntMng.classLabel', { grd: c.grd, clsNo: c.clsNo }) : '';
}
