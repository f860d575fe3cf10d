import { getLocation, getMe, logout, sendOtp, verifyOtp } from '../generated/sdk.gen';
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

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  location: () => [...authKeys.all, 'location'] as const,
};

export const authApi = {
  sendOtp: async (body: SendOtpRequestDto): Promise<SendOtpResponseDto> => {
    const { data } = await sendOtp({ body, throwOnError: true });
    return data;
  },
  verifyOtp: async (body: VerifyOtpRequestDto): Promise<VerifyOtpResponseDto> => {
    const { data } = await verifyOtp({ body, throwOnError: true });
    return data;
  },
  me: async (): Promise<UserDto> => {
    const { data } = await getMe({ throwOnError: true });
    return data;
  },
  location: async (): Promise<LocationResponseDto> => {
    const { data } = await getLocation({ throwOnError: true });
    return data;
  },
  // Revokes the session; the answer clears the session cookie.
  logout: async (): Promise<void> => {
    await logout({ throwOnError: true });
  },
};
