import { z } from 'zod';

/** The one error envelope every failing call answers (ARCHITECTURE convention 4). */
export const ZApiError = z.object({
  code: z.string().describe('stable machine code, e.g. NOT_FOUND, VALIDATION, CSRF'),
  message: z.string().describe('Korean text shown to the user in a dialog'),
  data: z
    .object({
      returnUrl: z.string().optional(),
      isAdmin: z.boolean().optional(),
      fieldErrors: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
      itemId: z.string().optional().describe('a test sheet submitted with items unanswered: the first of them'),
    })
    .optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Korean texts for the error codes the foundation answers. */
export const ERROR_MESSAGES = {
  BAD_REQUEST: '요청 형식이 올바르지 않습니다.',
  VALIDATION: '입력값을 확인해 주세요.',
  UNAUTHORIZED: '로그인이 필요합니다.',
  FORBIDDEN: '접근 권한이 없습니다.',
  CSRF: '요청을 확인할 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  NOT_FOUND: '요청하신 정보를 찾을 수 없습니다.',
  METHOD_NOT_ALLOWED: '허용되지 않는 요청 방식입니다.',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 큽니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  TOO_MANY_REQUESTS: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  SERVICE_UNAVAILABLE: '서비스 이용자가 많아 잠시 후 다시 시도해 주세요.',
  INTERNAL: '처리 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
export type TErrorCode = keyof typeof ERROR_MESSAGES;
