import { MBR_TYPE_AUTHRT, type TMbrTypeAuthrt, type TOptionItem } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { RadioGroup } from '../../../components/form';
import '../../../lib/catalogues/join-catalogue';

type TMemberTypeFieldProps = {
  codes: readonly TMbrTypeAuthrt[];
  value: string | undefined;
  onChange: (value: string) => void;
  legend?: string;
};

/** The member type chosen on the join pages (spec §3 mbrTypeAuthrt); the server derives the user type from it. */
export function MemberTypeField({ codes, value, onChange, legend }: TMemberTypeFieldProps) {
  const { t } = useTranslation();
  const options: TOptionItem[] = codes.map((code) => ({ key: code, value: code, label: MBR_TYPE_AUTHRT[code] }));
  return <RadioGroup name="mbrTypeAuthrt" legend={legend ?? t('join.type.legend')} required options={options} value={value} onChange={onChange} />;
}
