import { SRVY_MESSAGES, type TSrvyAnswers, type TSrvyDef } from '@portal/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/index.css';
import { SrvyForm } from './srvy-form';

const DEF: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      pageTtl: '참여 정보',
      qstns: [
        {
          qstnId: 'q1',
          qstnType: 'SINGLE',
          qstnTtl: '프로그램에 참여했나요?',
          requiredYn: 'Y',
          options: [
            { optId: 'y', optNm: '예' },
            { optId: 'n', optNm: '아니요' },
          ],
        },
        {
          qstnId: 'q2',
          qstnType: 'SHORT',
          qstnTtl: '참여한 프로그램 이름',
          requiredYn: 'Y',
          helpText: '기억나는 대로 적어 주세요.',
          showIf: { qstnId: 'q1', optIds: ['y'] },
        },
        {
          qstnId: 'q3',
          qstnType: 'MULTI',
          qstnTtl: '관심 분야',
          requiredYn: 'N',
          minPick: 2,
          maxPick: 2,
          options: [
            { optId: 'a', optNm: '과학' },
            { optId: 'b', optNm: '예술' },
            { optId: 'c', optNm: '체육' },
          ],
        },
      ],
    },
    {
      pageId: 'p2',
      qstns: [
        {
          qstnId: 'q4',
          qstnType: 'RANK',
          qstnTtl: '좋았던 순서',
          requiredYn: 'Y',
          options: [
            { optId: 'r1', optNm: '강의' },
            { optId: 'r2', optNm: '체험' },
            { optId: 'r3', optNm: '견학' },
          ],
        },
        { qstnId: 'q5', qstnType: 'NUMBER', qstnTtl: '참여 인원', requiredYn: 'N', minValue: 1, maxValue: 40 },
      ],
    },
  ],
};

function Host({
  onSubmit,
  mode = 'answer',
  initial = {},
}: {
  onSubmit?: (answers: TSrvyAnswers) => void;
  mode?: 'answer' | 'preview';
  initial?: TSrvyAnswers;
}) {
  const [answers, setAnswers] = useState<TSrvyAnswers>(initial);
  return (
    <>
      <SrvyForm def={DEF} answers={answers} onChange={setAnswers} mode={mode} onSubmit={onSubmit} />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </>
  );
}

describe('SrvyForm', () => {
  it('shows a conditional question only for its answer and numbers the questions shown', async () => {
    const screen = await render(<Host />);
    await expect.element(screen.getByRole('heading', { name: '1/2쪽: 참여 정보' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /참여한 프로그램 이름/ }).query()).toBeNull();
    await expect.element(screen.getByRole('group', { name: /2\. 관심 분야/ })).toBeVisible();

    await screen.getByRole('radio', { name: '예' }).click();
    await expect.element(screen.getByRole('textbox', { name: /2\. 참여한 프로그램 이름/ })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: /참여한 프로그램 이름/ })).toHaveAccessibleDescription(/기억나는 대로/);
    await expect.element(screen.getByRole('group', { name: /3\. 관심 분야/ })).toBeVisible();

    await screen.getByRole('radio', { name: '아니요' }).click();
    expect(screen.getByRole('textbox', { name: /참여한 프로그램 이름/ }).query()).toBeNull();
  });

  it('다음 checks the page: each message follows its question and the first invalid one is focused', async () => {
    const screen = await render(<Host />);
    await screen.getByRole('checkbox', { name: '과학' }).click();
    await screen.getByRole('button', { name: '다음' }).click();

    await expect.element(screen.getByRole('radio', { name: '예' })).toHaveFocus();
    await expect.element(screen.getByText(SRVY_MESSAGES.required)).toBeVisible();
    await expect.element(screen.getByText(SRVY_MESSAGES.minPick(2))).toBeVisible();
    await expect.element(screen.getByRole('group', { name: /프로그램에 참여했나요/ })).toHaveAccessibleDescription(SRVY_MESSAGES.required);

    // answering a question takes its message away; the other stays until it is right
    await screen.getByRole('radio', { name: '아니요' }).click();
    expect(screen.getByText(SRVY_MESSAGES.required).query()).toBeNull();
    await expect.element(screen.getByText(SRVY_MESSAGES.minPick(2))).toBeVisible();
    await screen.getByRole('checkbox', { name: '체육' }).click();
    expect(screen.getByText(SRVY_MESSAGES.minPick(2)).query()).toBeNull();

    await screen.getByRole('button', { name: '다음' }).click();
    await expect.element(screen.getByRole('heading', { name: '2/2쪽' })).toHaveFocus();
    await expect.element(screen.getByText('4문항 중 2문항 응답(50%)', { exact: false })).toBeVisible();
  });

  it('ranks with the keyboard alone: the focus stays on the moved option, the move is said', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<Host onSubmit={onSubmit} initial={{ q1: { optIds: ['n'] } }} />);
    await screen.getByRole('button', { name: '다음' }).click();
    await expect.element(screen.getByRole('heading', { name: '2/2쪽' })).toHaveFocus();

    // submitting without a ranking: the ranking is required
    await screen.getByRole('button', { name: '제출하기' }).click();
    await expect.element(screen.getByText(SRVY_MESSAGES.required)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '강의 아래로' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: '강의 아래로' })).toHaveFocus();
    await expect.element(screen.getByText('강의: 2위')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    // at the bottom the down button is disabled: the focus goes to the same option's up button
    await expect.element(screen.getByRole('button', { name: '강의 위로' })).toHaveFocus();
    await expect.poll(() => screen.getByTestId('answers').element().textContent).toContain('"rank":["r2","r3","r1"]');
    expect(screen.getByText(SRVY_MESSAGES.required).query()).toBeNull();

    await screen.getByRole('textbox', { name: /참여 인원/ }).fill('50');
    await screen.getByRole('button', { name: '제출하기' }).click();
    await expect.element(screen.getByText(SRVY_MESSAGES.numberMax(40))).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: /참여 인원/ })).toHaveFocus();

    await screen.getByRole('textbox', { name: /참여 인원/ }).fill('12');
    await screen.getByRole('button', { name: '제출하기' }).click();
    expect(onSubmit).toHaveBeenCalledWith({ q1: { optIds: ['n'] }, q4: { rank: ['r2', 'r3', 'r1'] }, q5: { num: 12 } });
  });

  it('submits only the answers of the questions shown; a problem from the server is shown on its page and focused', async () => {
    const onSubmit = vi.fn();
    const answers: TSrvyAnswers = { q1: { optIds: ['n'] }, q2: { text: '숨은 답' }, q4: { rank: ['r1', 'r2', 'r3'] } };
    const screen = await render(<SrvyForm def={DEF} answers={answers} onChange={() => undefined} mode="answer" onSubmit={onSubmit} />);
    await screen.getByRole('button', { name: '다음' }).click();
    await screen.getByRole('button', { name: '제출하기' }).click();
    expect(onSubmit).toHaveBeenCalledWith({ q1: { optIds: ['n'] }, q4: { rank: ['r1', 'r2', 'r3'] } });

    await screen.rerender(
      <SrvyForm
        def={DEF}
        answers={answers}
        onChange={() => undefined}
        mode="answer"
        onSubmit={onSubmit}
        problems={[{ qstnId: 'q1', message: '서버가 거절했습니다.' }]}
      />,
    );
    await expect.element(screen.getByRole('heading', { name: '1/2쪽: 참여 정보' })).toBeVisible();
    await expect.element(screen.getByText('서버가 거절했습니다.')).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '아니요' })).toHaveFocus();
  });

  it('the preview checks like the answering page but submits nothing', async () => {
    const screen = await render(<Host mode="preview" initial={{ q1: { optIds: ['n'] }, q4: { rank: ['r1', 'r2', 'r3'] } }} />);
    await expect.element(screen.getByText(/미리보기 화면입니다/)).toBeVisible();
    await screen.getByRole('button', { name: '다음' }).click();
    await screen.getByRole('button', { name: '제출(미리보기)' }).click();
    await expect.element(screen.getByText(/모두 통과했습니다/)).toBeVisible();
  });

  it('a date is typed or chosen; chosen files go up at once and their group is the answer (none in the preview)', async () => {
    const def: TSrvyDef = {
      pages: [
        {
          pageId: 'p1',
          qstns: [
            { qstnId: 'd1', qstnType: 'DATE', qstnTtl: '참여한 날', requiredYn: 'Y' },
            { qstnId: 'f1', qstnType: 'FILE', qstnTtl: '활동 사진', requiredYn: 'N', fileMaxCnt: 2 },
          ],
        },
      ],
    };
    const onUpload = vi.fn(async (files: File[]) => ({
      fileModuleId: '0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d',
      files: files.map((f) => ({ name: f.name, size: f.size })),
      failed: false,
    }));
    function FileHost({ mode }: { mode: 'answer' | 'preview' }) {
      const [answers, setAnswers] = useState<TSrvyAnswers>({});
      return (
        <>
          <SrvyForm def={def} answers={answers} onChange={setAnswers} mode={mode} onUpload={onUpload} />
          <output data-testid="answers">{JSON.stringify(answers)}</output>
        </>
      );
    }
    const screen = await render(<FileHost mode="answer" />);
    await screen.getByRole('textbox', { name: /참여한 날/ }).fill('2026-05-01');
    await userEvent.tab();
    await screen.getByLabelText(/활동 사진/).upload([new File(['x'.repeat(100)], '체험.jpg', { type: 'image/jpeg' })]);
    await expect.element(screen.getByRole('list', { name: '첨부파일 목록' }).getByText('체험.jpg')).toBeVisible();
    expect(onUpload).toHaveBeenCalledWith([expect.any(File)], undefined);
    await expect
      .poll(() => JSON.parse(screen.getByTestId('answers').element().textContent ?? '{}') as unknown)
      .toEqual({ d1: { date: '2026-05-01' }, f1: { fileModuleId: '0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d' } });
    onUpload.mockResolvedValueOnce({ fileModuleId: '0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d', files: [], failed: true });
    await screen.getByLabelText(/활동 사진/).upload([new File(['x'.repeat(100)], '발표.jpg', { type: 'image/jpeg' })]);
    await expect.element(screen.getByRole('alert').getByText('파일을 첨부하지 못했습니다. 다시 시도해 주세요.')).toBeVisible();
    expect(JSON.parse(screen.getByTestId('answers').element().textContent ?? '{}')).toMatchObject({
      f1: { fileModuleId: '0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d' },
    });
    await screen.unmount();

    const preview = await render(<FileHost mode="preview" />);
    await expect.element(preview.getByLabelText(/활동 사진/)).toBeDisabled();
    await expect.element(preview.getByText('미리보기에서는 파일을 첨부하지 않습니다.')).toBeVisible();
  });
});
