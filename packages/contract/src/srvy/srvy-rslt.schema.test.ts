import { expect, test } from 'vitest';
import { SRVY_RSLT_MESSAGES, srvyMean, srvyPct, ZSrvyCrossQuery, ZSrvyNonRspnsQuery, ZSrvyTextQuery } from './srvy-rslt.schema.js';

test('percents have one decimal and an empty base gives 0; means two decimals or null', () => {
  expect([srvyPct(1, 3), srvyPct(2, 3), srvyPct(3, 3), srvyPct(0, 0)]).toEqual([33.3, 66.7, 100, 0]);
  expect([srvyMean(10, 3), srvyMean(9, 2), srvyMean(0, 0)]).toEqual([3.33, 4.5, null]);
});

test('a cross-tabulation needs two different keys', () => {
  expect(ZSrvyCrossQuery.parse({ rowQstnId: 'MBR_TYPE', colQstnId: 'q1' })).toEqual({ rowQstnId: 'MBR_TYPE', colQstnId: 'q1' });
  const same = ZSrvyCrossQuery.safeParse({ rowQstnId: 'q1', colQstnId: 'q1' });
  expect(same.error?.issues[0]?.message).toBe(SRVY_RSLT_MESSAGES.crossSame);
  expect(ZSrvyCrossQuery.safeParse({ rowQstnId: 'q1' }).success).toBe(false);
});

test('the text and non-respondent queries page like every list; an empty search is no filter', () => {
  expect(ZSrvyTextQuery.parse({ qstnId: 'q9', searchWrd: '' })).toEqual({ qstnId: 'q9', currentPage: 1, maxResults: 10 });
  expect(ZSrvyTextQuery.safeParse({ qstnId: '' }).error?.issues[0]?.message).toBe(SRVY_RSLT_MESSAGES.qstnNotFound);
  expect(ZSrvyNonRspnsQuery.parse({ currentPage: '2', searchWrd: '김' })).toEqual({ currentPage: 2, maxResults: 10, searchWrd: '김' });
});
