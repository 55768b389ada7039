import { useTranslation } from '../../../lib/i18n';
import { dateTimeText, ymdText } from '../fusn-format';

export type TReminder = { rmndrId: number; schlRsvtId: number; prgrmNm: string; sesnYmd: string; ddlnDt: string; sentAt: string };

/** A teacher's reminders (design "remind"): an on-site notice on the student's fusion pages, shown once. */
export function ReminderNotice({ reminders }: { reminders: readonly TReminder[] }) {
  const { t } = useTranslation();
  const seen = new Set<number>();
  const unique = reminders.filter((r) => !seen.has(r.rmndrId) && seen.add(r.rmndrId));
  if (unique.length === 0) return null;
  return (
    <section className="fusn-reminders" aria-labelledby="fusn-reminders-title" role="note">
      <h2 id="fusn-reminders-title">{t('fusn.reminder.title')}</h2>
      <ul>
        {unique.map((r) => (
          <li key={r.rmndrId}>{t('fusn.reminder.text', { prgrmNm: r.prgrmNm, sesnYmd: ymdText(r.sesnYmd), ddlnDt: dateTimeText(r.ddlnDt) })}</li>
        ))}
      </ul>
    </section>
  );
}
