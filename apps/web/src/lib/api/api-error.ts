import type { TApiError } from '@portal/contract';

/** A failed call: the HTTP status and the server's error envelope (ARCHITECTURE convention 4). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly data: TApiError['data'];

  constructor(status: number, code: string, message: string, data?: TApiError['data']) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
