import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.js';
import { expect, test } from './support/fixture.js';
import { loginAdmin, unique, userPage } from './support/identity.js';
import { answer, expectNoSideScroll } from './support/page-api.js';

/**
 * Issue 20 (수업), done when: an administrator builds a class of two sessions over published
 * contents and publishes it; teacher1 reads the teacher's note on the public page and assigns the
 * class to their homeroom class with the keyboard; student1 (of that class) opens a content of the
 * first session, and teacher1's progress table shows the opening for that session, the student's
 * name in full (their own teacher).
 */

/** Seeded published contents (conts.demo-data), one per session. */
const CONTS_1 = '나를 알아가는 첫걸음: 흥미와 강점 찾기';
const CONTS_2 = '미래 사회와 신직업: 인공지능 시대의 일';
/** student1's name, shown in full to their homeroom teacher. */
const STUDENT1 = '김학생';

/** Searches a session's contents picker and picks the content with this title. */
async function pickConts(page: Page, no: number, title: string) {
  const picker = page.getByRole('combobox', { name: `${no}차시 콘텐츠 추가` });
  await picker.click();
  await picker.fill(title.slice(0, 8));
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: title });
  await option.first().click();
  await expect(page.getByRole('button', { name: `${title} 빼기` })).toBeVisible();
  // closed, so that axe does not meet antd's open listbox helper
  await picker.press('Escape');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** 'YYYY-MM-DD HH:mm' in Seoul, a minute ago (the portal's date-time input). */
function seoulNow(): string {
  return new Date(Date.now() - 60_000 + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

test('issue 20 done when: a class built, published, assigned by a teacher and its opening seen in the progress table', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const crsTtl = unique('진로 탐색 2차시 ');
  const note = '첫 차시는 짝 활동으로 서로의 강점을 찾아 주게 합니다.';
  await admin.setViewportSize({ width: 1366, height: 900 });
  await loginAdmin(admin);

  await test.step('the administrator writes a class of two sessions, each with a published content', async () => {
    await admin.goto('/admin/contentClasses');
    await expect(admin.getByRole('heading', { level: 1, name: '수업 관리' })).toBeVisible();
    await expectAxeClean(admin);
    await admin.getByRole('button', { name: '수업 등록', exact: true }).click();
    await expect(admin).toHaveURL('/admin/contentClasses/write');
    await expect(admin.getByRole('heading', { level: 1, name: '수업 등록' })).toBeVisible();

    await admin.getByLabel('수업명', { exact: true }).fill(crsTtl);
    await admin.getByLabel('수업 소개', { exact: true }).fill('나의 강점을 찾고 미래의 직업을 살펴보는 두 차시 수업입니다.');
    const sesn1 = admin.getByRole('group', { name: '1차시' });
    await sesn1.getByLabel('차시명').fill('나의 강점 찾기');
    await sesn1.getByLabel('학습 목표').fill('나의 흥미와 강점을 말할 수 있다.');
    await sesn1.getByLabel('교사용 지도 메모').fill(note);
    await pickConts(admin, 1, CONTS_1);
    await admin.getByRole('button', { name: '차시 추가' }).click();
    const sesn2 = admin.getByRole('group', { name: '2차시' });
    await sesn2.getByLabel('차시명').fill('미래의 직업');
    await pickConts(admin, 2, CONTS_2);
    await expectAxeClean(admin);

    await admin.getByRole('button', { name: '저장', exact: true }).click();
    await answer(admin, '저장하시겠습니까?');
    await answer(admin, '저장되었습니다.');
    await expect(admin).toHaveURL(/\/admin\/contentClasses\/view\/\d+$/);
    await expect(admin.getByRole('heading', { level: 1, name: '수업 수정' })).toBeVisible();
    await expectAxeClean(admin);
  });

  await test.step('sends it to review, then publishes it from a minute ago', async () => {
    await admin.getByLabel('바꿀 상태').selectOption({ label: '검토 중' });
    await admin.getByRole('button', { name: '상태 변경', exact: true }).click();
    await answer(admin, '수정하시겠습니까?');
    await answer(admin, '수정되었습니다.');
    await expect(admin.getByRole('heading', { name: /상태 변경 \(검토 중\)/ })).toBeVisible();
    await admin.getByLabel('바꿀 상태').selectOption({ label: '게시' });
    await admin.getByRole('textbox', { name: '게시 일시' }).fill(seoulNow());
    await admin.keyboard.press('Enter');
    await admin.getByRole('button', { name: '상태 변경', exact: true }).click();
    await answer(admin, '수정하시겠습니까?');
    await answer(admin, '수정되었습니다.');
    await expect(admin.getByRole('heading', { name: /상태 변경 \(게시\)/ })).toBeVisible();
  });

  const teacher = await userPage(browser, baseURL, 'teacher1');
  let contsHref = '';
  await test.step('teacher1 finds the class, reads the note and assigns it with the keyboard', async () => {
    await teacher.goto('/infoGd/contsCrs');
    await teacher.getByRole('link', { name: crsTtl }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: crsTtl })).toBeVisible();
    await expect(teacher.getByText(note)).toBeVisible();
    await expectAxeClean(teacher);
    contsHref = (await teacher.getByRole('link', { name: CONTS_1 }).getAttribute('href')) ?? '';
    expect(contsHref).toMatch(/^\/infoGd\/conts\/\d+$/);

    const select = teacher.getByLabel('배정할 학급');
    await select.focus();
    await teacher.keyboard.press('Tab');
    await expect(teacher.getByRole('button', { name: '배정', exact: true })).toBeFocused();
    await teacher.keyboard.press('Enter');
    await expect(teacher.getByRole('alert').filter({ hasText: '학급을 선택해 주세요.' })).toBeVisible();
    await select.focus();
    // a career teacher may assign to any class of the school: down the options to their homeroom 2학년 3반
    const checked = select.locator('option:checked');
    for (let i = 0; i < 20 && !/^2학년 3반/.test((await checked.textContent()) ?? ''); i += 1) await teacher.keyboard.press('ArrowDown');
    await expect(checked).toHaveText(/^2학년 3반/);
    await select.press('Tab');
    await teacher.keyboard.press('Enter');
    await expect(teacher.getByRole('status').filter({ hasText: '수업을 학급에 배정했습니다.' })).toBeVisible();
    // the keyboard user's place is kept
    await expect(teacher.getByRole('button', { name: '배정', exact: true })).toBeFocused();
    await expectAxeClean(teacher);
  });

  await test.step('no horizontal scroll at 360 px on the public class page', async () => {
    await teacher.setViewportSize({ width: 360, height: 800 });
    await expectNoSideScroll(teacher);
    await teacher.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('student1 opens the first session’s content', async () => {
    const student = await userPage(browser, baseURL, 'student1');
    const opened = student.waitForResponse((res) => res.url().endsWith('/icec/api/contsCrs/open') && res.request().method() === 'POST');
    await student.goto(contsHref);
    await expect(student.getByRole('heading', { level: 1, name: CONTS_1 })).toBeVisible();
    expect((await opened).ok()).toBe(true);
    await student.context().close();
  });

  await test.step('teacher1’s progress table shows the opening, the student named in full', async () => {
    await teacher.goto('/myPage/contsCrsAsgn');
    await teacher.getByLabel('배정 내역').selectOption({ label: `${crsTtl} · 2학년 3반` });
    const table = teacher.getByRole('table', { name: new RegExp(crsTtl) });
    const row = table.getByRole('row').filter({ has: teacher.getByRole('rowheader', { name: STUDENT1, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(['7', '1 / 1', '0 / 1']);
    await expectAxeClean(teacher);
    await teacher.setViewportSize({ width: 360, height: 800 });
    await expectNoSideScroll(teacher);
    await teacher.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('teacher1 ends the assignment after the question: it leaves their assignments', async () => {
    const name = `${crsTtl} · 2학년 3반`;
    await teacher.getByLabel('배정 내역').selectOption({ label: name });
    await teacher.getByRole('button', { name: `${name} 배정 취소` }).click();
    await answer(teacher, '배정을 취소하시겠습니까?');
    await answer(teacher, '배정을 취소했습니다.');
    await expect(teacher.getByRole('button', { name: `${name} 배정 취소` })).toHaveCount(0);
    await expect(teacher.locator('option', { hasText: name })).toHaveCount(0);
  });
  await teacher.context().close();
});
