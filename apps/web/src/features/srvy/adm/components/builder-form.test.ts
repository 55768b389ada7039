import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { metaFormOf, saveBodyOf, serverProblemsOf } from './builder-form';

describe('the builder form', () => {
  test('a new survey is open to anyone from tomorrow for two weeks, without points', () => {
    const form = metaFormOf(undefined, '2026-03-02');
    expect(form).toMatchObject({ bgngDt: '2026-03-03 09:00', endDt: '2026-03-16 18:00', trgtSeCd: 'ALL', anonYn: 'Y', rptYn: 'N', pointTypeCd: '' });
    expect(saveBodyOf(form)).toMatchObject({ pointTypeCd: null, tmpltYn: 'N' });
  });

  test("the server's definition problems are listed one a line; another refusal is its message", () => {
    const refused = new ApiError(400, 'VALIDATION', '1번 문항의 제목을 입력해 주세요.', {
      fieldErrors: { def: '1번 문항의 제목을 입력해 주세요.\n2번 문항에 보기를 2개 이상 입력해 주세요.' },
    });
    expect(serverProblemsOf(refused)).toEqual(['1번 문항의 제목을 입력해 주세요.', '2번 문항에 보기를 2개 이상 입력해 주세요.']);
    expect(serverProblemsOf(new ApiError(409, 'CONFLICT', '응답이 있는 설문은 문항 구성을 바꿀 수 없습니다.'))).toEqual([
      '응답이 있는 설문은 문항 구성을 바꿀 수 없습니다.',
    ]);
    expect(serverProblemsOf(new Error('network'))).toEqual([]);
  });
});
