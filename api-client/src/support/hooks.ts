import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries, send, useApiQuery } from '../core/api-query';
import {
  closeSupportTicketMutation,
  createSupportTicketMutation,
  listSupportTicketsOptions,
} from '../generated/@tanstack/react-query.gen';
import type { SupportRequest } from './support-api';

// The user's support requests with their status (Help & Support, issue 29).
export function useSupportTickets() {
  return useApiQuery(listSupportTicketsOptions());
}

// Multipart: the generated call sends FormData (the statement, when shared, as a file).
export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statement, ...request }: SupportRequest) =>
      send(createSupportTicketMutation(), {
        body: statement ? { ...request, shareStatement: 'true', statement } : request,
      }),
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listSupportTickets')),
  });
}

export function useCloseSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(closeSupportTicketMutation(), { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listSupportTickets')),
  });
}
