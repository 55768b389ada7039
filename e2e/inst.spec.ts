import { fileURLToPath } from 'node:url';
import { chooseOption, confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/** A logo to upload (one of the demo institutions'). */
const LOGO_PNG = fileURLToPath(new URL('../apps/server/demo/assist-inst/crr-center.png', import.meta.url));

/** spec §2 assistInst → /infoGd/crrInst: what the administrator enters is what the public page shows. */
test('an administrator adds an assist institution and /infoGd/crrInst shows it with its public contact', async ({ page, browser, baseURL }) => {
  const instNm = unique('협력기관');
  await loginAdmin(page);

  await page.goto('/admin/assistInst');
  await expect(page.getByRole('heading', { name: '협력 기관 관리', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '협력 기관 등록' }).click();
  const popup = page.getByRole('dialog', { name: '협력 기관 등록' });
  await popup.getByLabel('기관명').fill(instNm);
  await chooseOption(page, popup.getByLabel('기관 유형'), '진로체험지원센터');
  await popup.getByLabel('기관 소개').fill('학교와 체험처를 잇는 진로체험을 운영합니다.');
  await popup.getByLabel('누리집').fill('https://center.example.org');
  await popup.getByLabel('로고 이미지', { exact: true }).setInputFiles(LOGO_PNG);
  await expect(popup.getByRole('status')).toHaveText('crr-center.png 파일을 올렸습니다. 저장하면 반영됩니다.');
  await popup.getByLabel('로고 대체 텍스트').fill(`${instNm} 로고`);
  await expect(popup.getByRole('img', { name: `${instNm} 로고` })).toBeVisible();
  await popup.getByLabel('담당자', { exact: true }).fill('홍길동');
  await popup.getByLabel('전화번호').fill('02-123-4567');
  await popup.getByLabel('이메일').fill('center@example.org');
  await popup.getByLabel('연락처 공개').click();
  await popup.getByRole('button', { name: '저장' }).click();
  await confirmSave(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('cell', { name: instNm, exact: true })).toBeVisible();

  // a guest's browser: the public page needs no login
  const guest = await browser.newPage();
  await guest.goto(`${baseURL}/infoGd/crrInst`);
  await guest.getByLabel('검색어').fill(instNm);
  await guest.getByRole('button', { name: '검색' }).click();
  const card = guest.getByRole('article').filter({ has: guest.getByRole('heading', { name: instNm }) });
  await expect(card).toContainText('진로체험지원센터');
  await expect(card).toContainText('홍길동');
  const logo = card.getByRole('img', { name: `${instNm} 로고` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/api\/common\/displayImage\?imagePath=assistInst%2F/);
  // the uploaded picture itself reaches the guest
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const homepage = card.getByRole('link', { name: new RegExp(`${instNm} 누리집`) });
  await expect(homepage).toHaveAttribute('target', '_blank');
  await expect(homepage).toHaveAttribute('rel', 'noopener noreferrer');
  await guest.close();
});

/** spec §2 schlInfoMng import: a sheet with one bad row saves nothing and lists that row's error. */
test('a CSV with an error row shows the row error and imports nothing', async ({ page }) => {
  const okCode = String(7_600_000 + Math.floor(Math.random() * 99_999)).slice(0, 7);
  await loginAdmin(page);
  await page.goto('/admin/schlInfoMng');
  await page.getByRole('button', { name: '엑셀 가져오기' }).click();
  const popup = page.getByRole('dialog', { name: '학교 정보 가져오기' });
  const csv = `\uFEFF학교명,학교급,시도,NEIS 학교코드\r\n가져오기초등학교,초등학교,서울,${okCode}\r\n가져오기중학교,중학교,서울,12345\r\n`;
  await popup.getByLabel(/^파일/).setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await popup.getByRole('button', { name: '가져오기', exact: true }).click();
  // spec §7: the server's message comes first, in a dialog
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

  await expect(popup.getByRole('heading', { name: '오류 1건' })).toBeVisible();
  const row = popup.getByRole('row', { name: /NEIS 학교코드/ });
  await expect(row).toContainText('3');
  await expect(row).toContainText('NEIS 학교코드는 숫자 7자리로 입력해 주세요.');
  await popup.getByRole('button', { name: '닫기' }).first().click();

  await page.getByLabel('검색어').fill(okCode);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('조회된 항목이 없습니다.')).toBeVisible();
});
