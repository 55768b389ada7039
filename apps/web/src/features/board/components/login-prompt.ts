/** Longer texts live here, not in the public first-load catalogue. */
export const LOGIN_TEXT = {
  like: '좋아요는 로그인한 회원만 할 수 있습니다.\n로그인 화면으로 이동하시겠습니까?',
};
