import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/bookings/{id}/cancel (bearer; the owner's new or confirmed bookings only) */

export async function cancelBooking(apiBase: string, token: string, id: number, locale?: string): Promise<void> {
  await taxiRequest({
    apiBase,
    path: `/bookings/${encodeURIComponent(String(id))}/cancel`,
    method: 'POST',
    token,
    schema: 'any',
    locale,
  });
}

export function useCancelBooking(apiBase: string, token: string | null, locale?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelBooking(apiBase, token ?? '', id, locale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['taxi', 'bookings'] }),
  });
}
