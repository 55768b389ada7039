import { expect, test } from 'vitest';
import { useTestDatabase } from '../test/database.js';

const database = useTestDatabase();

test('every connection carries the portal session settings', async () => {
  const { rows } = await database.pool.query(
    "select current_setting('application_name') as app, current_setting('statement_timeout') as statement, " +
      "current_setting('idle_in_transaction_session_timeout') as idle, current_setting('TimeZone') as tz, current_date = (now() at time zone 'Asia/Seoul')::date as seoul_date",
  );
  expect(rows[0]).toEqual({ app: 'career-portal', statement: '30s', idle: '1min', tz: 'Asia/Seoul', seoul_date: true });
});
