import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../app/testing/fetch-stub';
import { renderWithProviders } from '../../app/testing/render-with-providers';
import { socialProvidersQuery } from './get-social-providers';
import { SocialLoginButtons } from './social-login-buttons';

let providers: string[];
beforeEach(() => {
  providers = ['kakao', 'naver', 'google', 'majuon'];
  stubFetch((url) => json(url.endsWith('/icec/api/login/oauth/providers') ? { providers } : {}, 200));
});

describe('SocialLoginButtons', () => {
  it('links each configured provider to its authorize address with the return path', async () => {
    await renderWithProviders(<SocialLoginButtons redirectUrl="/myPage/myInfo" />);
    const nav = page.getByRole('navigation', { name: '간편 로그인' });
    await expect.element(nav.getByRole('link', { name: '마주온 로그인' })).toBeVisible();
    const links = nav
      .getByRole('link')
      .elements()
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['카카오 로그인', '/icec/api/login/oauth/kakao/authorize?redirectUrl=%2FmyPage%2FmyInfo'],
      ['네이버 로그인', '/icec/api/login/oauth/naver/authorize?redirectUrl=%2FmyPage%2FmyInfo'],
      ['구글 로그인', '/icec/api/login/oauth/google/authorize?redirectUrl=%2FmyPage%2FmyInfo'],
      ['마주온 로그인', '/icec/api/login/oauth/majuon/authorize?redirectUrl=%2FmyPage%2FmyInfo'],
    ]);
  });

  it('never carries a foreign return address, and none when there is none', async () => {
    await renderWithProviders(
      <>
        <SocialLoginButtons redirectUrl="//evil.example" />
        <SocialLoginButtons />
      </>,
    );
    await expect.element(page.getByRole('link', { name: '구글 로그인' }).first()).toBeVisible();
    const hrefs = page
      .getByRole('link', { name: '구글 로그인' })
      .elements()
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/icec/api/login/oauth/google/authorize?redirectUrl=%2Fmain', '/icec/api/login/oauth/google/authorize']);
  });

  it('shows nothing when no provider is configured', async () => {
    providers = [];
    const { screen, queryClient } = await renderWithProviders(<SocialLoginButtons />);
    await expect.poll(() => queryClient.getQueryState(socialProvidersQuery().queryKey)?.status).toBe('success');
    expect(screen.container.querySelector('nav')).toBeNull();
  });
});
