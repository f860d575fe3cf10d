import { useMutation, useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from './auth-api';
import { readToken } from '../core/token';

export function useSendOtp() {
  return useMutation({ mutationFn: authApi.sendOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: authApi.verifyOtp });
}

export function useLocationInfo() {
  return useQuery({
    queryKey: authKeys.location(),
    queryFn: authApi.location,
    enabled: !!readToken(),
  });
}
