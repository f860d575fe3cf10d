import { getMe, logout } from '../generated/sdk.gen';
import type {
  LocationResponseDto,
  SendOtpRequestDto,
  SendOtpResponseDto,
  UserDto,
  VerifyOtpRequestDto,
  VerifyOtpResponseDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  LocationResponseDto as LocationInfo,
  SendOtpRequestDto as SendOtpRequest,
  SendOtpResponseDto as SendOtpResult,
  UserDto as User,
  VerifyOtpRequestDto as VerifyOtpRequest,
  VerifyOtpResponseDto as VerifyOtpResult,
};

configureApiClient();

// The calls the session itself makes, outside any query hook: the shell's AuthProvider checks the
// session (`me`, also sessionQuery's) and ends it.
export const authApi = {
  me: async (): Promise<UserDto> => {
    const { data } = await getMe({ throwOnError: true });
    return data;
  },
  // Revokes the session; the answer clears the session cookie.
  logout: async (): Promise<void> => {
    await logout({ throwOnError: true });
  },
};
