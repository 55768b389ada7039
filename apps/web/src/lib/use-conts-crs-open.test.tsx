import { afterEach, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../app/testing/fetch-stub';
import { renderWithProviders } from '../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from './auth-storage';
import { useContsCrsOpen } from './use-conts-crs-open';

function Probe({ contsId }: { contsId: number }) {
  useContsCrsOpen(contsId);
  return <p>content</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearLoginUser();
});

it('a student’s content page tells the server once; a guest’s or a teacher’s does not call', async () => {
  const { calls } = stubFetch(() => json({ result: 'SUCCESS', recorded: 1 }));
  const opens = () => calls.filter((c) => c.url === '/icec/api/contsCrs/open');
  await renderWithProviders(<Probe contsId={11} />);
  setLoginUser({ userId: 'teacher1', userNm: '이선생', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
  await renderWithProviders(<Probe contsId={11} />);
  expect(opens()).toHaveLength(0);
  clearLoginUser();
  setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
  await renderWithProviders(<Probe contsId={11} />);
  await vi.waitFor(() => expect(opens()).toHaveLength(1));
  expect(JSON.parse(String(opens()[0]!.init.body))).toEqual({ contsId: 11 });
});
