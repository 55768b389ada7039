import { useTranslation } from '../../../lib/i18n';
import '../../../lib/catalogues/join-catalogue';

const JOIN_STEPS = ['terms', 'verify', 'write', 'complete'] as const;
export type TJoinStep = (typeof JOIN_STEPS)[number];

/**
 * Where the join stands (KRDS step indicator): 약관 동의 → 본인 확인 → 정보 입력 → 가입 완료, the
 * current step marked with aria-current="step", the steps before it as done. On every join page.
 */
export function JoinSteps({ current }: { current: TJoinStep }) {
  const { t } = useTranslation();
  const at = JOIN_STEPS.indexOf(current);
  return (
    <ol className="join-steps" aria-label={t('join.steps.label')}>
      {JOIN_STEPS.map((step, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'todo';
        return (
          <li key={step} className={`join-steps__item join-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="join-steps__num" aria-hidden="true">
              {i + 1}
            </span>
            <span className="join-steps__label">
              <span className="sr-only">{t('join.steps.nth', { n: i + 1 })} </span>
              {t(`join.steps.${step}`)}
              {state !== 'todo' && <span className="sr-only"> ({t(`join.steps.${state}`)})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
