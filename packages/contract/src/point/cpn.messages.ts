/** The coupon draws' messages (issue 15 dayBsdCpnMng, SECURITY 19 and 21). */
export const CPN_MESSAGES = {
  commitMismatch:
    '추첨 약속값과 비밀 값이 맞지 않아 추첨할 수 없습니다. 서버 비밀 키(SESSION_SECRET)가 바뀐 경우이니, 이 추첨은 취소해 응모 포인트를 돌려주세요.',
  drawYmdPast: '추첨일은 오늘 이후로 정해 주세요.',
  winnerCnt: '당첨 인원은 1명부터 1,000명 사이로 입력해 주세요.',
  entryPoints: '응모 포인트는 1점부터 100,000점 사이로 입력해 주세요.',
  entryLimitCnt: '1인 응모 한도는 1회부터 100회 사이로 입력해 주세요.',
  notEditable: '응모가 시작되었거나 추첨·취소된 쿠폰은 수정할 수 없습니다.',
  notDeletable: '응모가 있는 쿠폰은 삭제할 수 없습니다. 추첨일 취소로 응모 포인트를 돌려주세요.',
  notOpenDay: '오늘은 이 쿠폰에 응모할 수 없습니다. 응모는 추첨일 당일에만 할 수 있습니다.',
  notOpen: '응모가 마감된 쿠폰입니다.',
  limitReached: (limit: number) => `이 쿠폰은 한 사람이 ${limit}회까지 응모할 수 있습니다.`,
  drawTooEarly: '추첨은 추첨일이 지난 다음 날부터 할 수 있습니다.',
  alreadyDrawn: '이미 추첨한 쿠폰입니다. 추첨은 다시 할 수 없습니다.',
  cancelled: '취소된 쿠폰입니다.',
  cancelAfterDraw: '추첨을 마친 쿠폰은 취소할 수 없습니다. 추첨 뒤에는 응모 포인트를 돌려주지 않습니다.',
  notDrawn: '추첨을 마친 쿠폰만 발표할 수 있습니다.',
  congratsRequired: '축하 메시지를 입력해 주세요.',
  notWinner: '당첨된 응모가 아닙니다.',
  entryReason: (prizeNm: string) => `쿠폰 응모: ${prizeNm}`,
  refundReason: (prizeNm: string) => `쿠폰 추첨 취소 환불: ${prizeNm}`,
} as const;
