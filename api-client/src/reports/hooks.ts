import { useMutation } from '@tanstack/react-query';
import { reportsApi } from './reports-api';

export function useDownloadReport() {
  return useMutation({ mutationFn: reportsApi.download });
}
