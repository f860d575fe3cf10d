export { ApiError, errorMessage, toApiError } from './core/api-error';
export { AUTH_TOKEN_KEY, readToken, writeToken } from './core/token';
export { createQueryClient } from './core/query-client';
export { configureApiClient } from './core/configure';
export {
  authApi,
  authKeys,
  type LocationInfo,
  type SendOtpRequest,
  type SendOtpResult,
  type User,
  type VerifyOtpRequest,
  type VerifyOtpResult,
} from './auth/auth-api';
export { useLocationInfo, useSendOtp, useVerifyOtp } from './auth/hooks';
