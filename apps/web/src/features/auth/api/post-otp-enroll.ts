import type { TOtpEnrollConfirmRequest, TOtpEnrollStartRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { adminLoginClient } from './auth-keys';

/** POST /api/login/otp-enroll/start: id and password; answers the new secret and its QR code, once. */
export const postOtpEnrollStart = (body: TOtpEnrollStartRequest) => adminLoginClient.otpEnrollStart({ body });

/** POST /api/login/otp-enroll/confirm: the first code from the app; DONE logs the administrator in. */
export const postOtpEnrollConfirm = (body: TOtpEnrollConfirmRequest) => adminLoginClient.otpEnrollConfirm({ body });

export const useOtpEnrollStart = () => useMutation({ mutationFn: postOtpEnrollStart });
export const useOtpEnrollConfirm = () => useMutation({ mutationFn: postOtpEnrollConfirm });
