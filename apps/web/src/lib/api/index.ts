export { apiClient, fillPath, resolveApiUrl, type TApiClient, type TDownload, type TParams, type TRequestOptions } from './api-client';
export { ApiError, isApiError } from './api-error';
export { setNavigator, type TNavigate } from './navigation';
export { toSafeRedirectPath } from './safe-redirect';
