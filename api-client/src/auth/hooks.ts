import { useMutation } from '@tanstack/react-query';
import { send, useApiQuery } from '../core/api-query';
import {
  getLocationOptions,
  sendOtpMutation,
  verifyOtpMutation,
} from '../generated/@tanstack/react-query.gen';
import type { SendOtpRequest, VerifyOtpRequest } from './auth-api';

export function useSendOtp() {
  return useMutation({
    mutationFn: (body: SendOtpRequest) => send(sendOtpMutation(), { body }),
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: VerifyOtpRequest) => send(verifyOtpMutation(), { body }),
  });
}

export function useLocationInfo() {
  return useApiQuery(getLocationOptions());
}
