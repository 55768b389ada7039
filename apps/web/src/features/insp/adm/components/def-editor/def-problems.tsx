import { Alert } from 'antd';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../../lib/i18n';
import { problemsOf, type TDefForm } from '../def-form';

/**
 * What keeps the definition in the editor from being saved, as the contract's rules see it (the
 * server runs the same ones), kept up to date while the administrator types; and what the server
 * answered that no single field shows.
 */
export function DefProblems({ control, serverMessages }: { control: Control<TDefForm>; serverMessages: readonly string[] }) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as TDefForm;
  const problems = [
    ...(values.scales.length === 0 ? [t('admInsp.def.noScales')] : []),
    ...(values.items.length === 0 ? [t('admInsp.def.noItems')] : []),
    ...problemsOf(values),
  ];
  return (
    <div aria-live="polite" className="adm-insp__problems">
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('admInsp.def.problems')}
          description={
            <ul>
              {problems.map((problem, i) => (
                <li key={`${i}-${problem}`}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      {serverMessages.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('admInsp.def.serverErrors')}
          description={
            <ul>
              {serverMessages.map((message, i) => (
                <li key={`${i}-${message}`}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
