import type { TLoginProcResponse, TOtpEnrollConfirmRequest, TOtpEnrollStartRequest, TOtpEnrollStartResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiUrl } from './admin-api-url';

/** POST /api/login/otp-enroll/start: id and password; answers the new secret and its QR code, once. */
export const postOtpEnrollStart = (body: TOtpEnrollStartRequest) =>
  api.post<TOtpEnrollStartResponse>(adminApiUrl('/api/login/otp-enroll/start'), { body });

/** POST /api/login/otp-enroll/confirm: the first code from the app; DONE logs the administrator in. */
export const postOtpEnrollConfirm = (body: TOtpEnrollConfirmRequest) =>
  api.post<TLoginProcResponse>(adminApiUrl('/api/login/otp-enroll/confirm'), { body });

export const useOtpEnrollStart = () => useMutation({ mutationFn: postOtpEnrollStart });
export const useOtpEnrollConfirm = () => useMutation({ mutationFn: postOtpEnrollConfirm });
