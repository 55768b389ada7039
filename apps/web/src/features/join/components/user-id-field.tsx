import type { TYn } from '@portal/contract';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { FormField, Input } from '../../../components/form';
import { checkUserId } from '../api/check-user-id';
import type { TJoinFormValues } from '../lib/join-form-schema';
import '../../../lib/catalogues/join-catalogue';

/** The last id check: which id (as the server stores it) and its answer. */
export type TIdCheck = { userId: string; usableYn: TYn } | null;

const normalizeId = (userId: string) => userId.trim().toLowerCase();

/** True when the id now in the field is the one last checked and found usable. */
export const isIdChecked = (check: TIdCheck, userId: string) => check?.usableYn === 'Y' && check.userId === normalizeId(userId);

/** The id with its '중복확인' button; a changed id needs a new check (spec §2 mbrJoinWrite). */
export function UserIdField({ check, onCheck }: { check: TIdCheck; onCheck: (check: TIdCheck) => void }) {
  const { t } = useTranslation();
  const { register, trigger, getValues, control } = useFormContext<TJoinFormValues>();
  const userId = useWatch({ control, name: 'userId' }) ?? '';
  const [busy, setBusy] = useState(false);
  const current = check && check.userId === normalizeId(userId) ? check : null;

  const runCheck = async () => {
    if (!(await trigger('userId'))) return;
    setBusy(true);
    try {
      const id = normalizeId(getValues('userId'));
      const { usableYn } = await checkUserId(id);
      onCheck({ userId: id, usableYn });
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const status = current ? t(current.usableYn === 'Y' ? 'join.form.idUsable' : 'join.form.idUnusable') : t('join.form.userIdHint');
  return (
    <FormField label={t('join.form.userId')} name="userId" required hint={<span role="status">{status}</span>}>
      <div className="form-inline">
        <Input {...register('userId')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={20} />
        <button type="button" className="btn btn--secondary" onClick={() => void runCheck()} disabled={busy}>
          {t('join.form.checkId')}
        </button>
      </div>
    </FormField>
  );
}
