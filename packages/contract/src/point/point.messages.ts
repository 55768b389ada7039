/** The points ledger's messages (spec §7 insertPoint, SECURITY 19 and 20). */
export const POINT_MESSAGES = {
  holderOnly: '포인트는 학생 회원만 적립하고 사용할 수 있습니다.',
  badType: '적립할 수 없는 포인트 유형입니다.',
  badAmount: '포인트 값이 올바르지 않습니다.',
  amountMismatch: (points: number) => `적립 포인트가 올바르지 않습니다. 이 활동의 적립 포인트는 ${points}점입니다.`,
  clientOff: '이 활동의 포인트는 누리집에서 직접 적립할 수 없습니다.',
  short: '보유 포인트가 부족합니다.',
  reasonRequired: '조정 사유를 입력해 주세요.',
  adjustRange: '조정 포인트는 -100,000점부터 100,000점 사이의 0이 아닌 값으로 입력해 주세요.',
  requestKey: '요청 값이 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  limitRange: '한도는 1부터 10,000 사이로 입력하거나 비워 두세요.',
  adjustWithdrawn: '탈퇴한 회원의 포인트는 조정할 수 없습니다.',
} as const;
