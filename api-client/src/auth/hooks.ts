import { useMutation, useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from './auth-api';
import { useSignedIn } from './session';

export function useSendOtp() {
  return useMutation({ mutationFn: authApi.sendOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: authApi.verifyOtp });
}

export function useLocationInfo() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: authKeys.location(),
    queryFn: authApi.location,
    enabled: signedIn,
  });
}
