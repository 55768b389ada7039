import { ERROR_MESSAGES, type TApiError, type TErrorCode } from '@portal/contract';

/** ARCHITECTURE convention 4: services throw this; one handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode | (string & {}),
    readonly status: number,
    message?: string,
    readonly data?: TApiError['data'],
  ) {
    super(message ?? ERROR_MESSAGES[code as TErrorCode] ?? ERROR_MESSAGES.INTERNAL);
  }

  static notFound(message?: string) {
    return new AppError('NOT_FOUND', 404, message);
  }

  static forbidden(message?: string, data?: TApiError['data']) {
    return new AppError('FORBIDDEN', 403, message, data);
  }

  /** 409: the request is sound but the record's state refuses it (a closed survey, an answered one ...). */
  static conflict(code: string, message: string) {
    return new AppError(code, 409, message);
  }

  static unauthorized(message?: string) {
    return new AppError('UNAUTHORIZED', 401, message);
  }
}
