import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddressChangeResponse,
  GstNumberUpdateResponse,
  Profile,
  ProfileUpdateResponse,
} from '@labshop/domain/api/account';
import type { MessageResponse } from '@labshop/domain/api/message';
import type { AddressInput } from '@labshop/domain/validation/address';
import type { GstNumberUpdateInput, ProfileInput } from '@labshop/domain/validation/profile';
import { ApiError, api } from '../../api/client.ts';
import { SESSION_QUERY_KEY } from '../../api/session.ts';

// Wording of the address book (docs/product/accounts.md).
export const ADDRESS_TEXT = {
  fetchFailed: 'Failed to fetch addresses. Please try again.',
  addFailed: 'Failed to add address. Please try again.',
  added: 'Address added successfully!',
  empty: 'No addresses found. Add a new address.',
} as const;

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

export function fetchProfile({ signal }: { signal: AbortSignal }): Promise<Profile> {
  return api.get<Profile>('/api/user/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: fetchProfile,
  // A 401 means the session ended: asking again will not help.
  retry: (failures, error) => !(error instanceof ApiError && error.status === 401) && failures < 1,
});

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...profileQueryOptions, enabled });
}

export function updateProfile(input: ProfileInput): Promise<ProfileUpdateResponse> {
  return api.put<ProfileUpdateResponse>('/api/user/profile', input);
}

export function updateGstNumber(input: GstNumberUpdateInput): Promise<GstNumberUpdateResponse> {
  return api.put<GstNumberUpdateResponse>('/api/user/profile/gst-number', input);
}

export function addAddress(input: AddressInput): Promise<AddressChangeResponse> {
  return api.post<AddressChangeResponse>('/api/user/addresses', input);
}

export type UpdateAddressInput = { id: string; address: AddressInput };

export function updateAddress({ id, address }: UpdateAddressInput): Promise<AddressChangeResponse> {
  return api.put<AddressChangeResponse>(`/api/user/addresses/${encodeURIComponent(id)}`, address);
}

export function deleteAddress(id: string): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/api/user/addresses/${encodeURIComponent(id)}`);
}

export function sendPhoneCode(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/user/phone/send-otp');
}

export function verifyPhone(input: { otp: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/user/phone/verify', input);
}

function useProfileMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Primary flags and phone verification are decided by the server, so read them back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

/** A new name changes the header's greeting too, which comes with the session status. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]),
  });
}
export const useAddAddress = () => useProfileMutation(addAddress);
export const useUpdateAddress = () => useProfileMutation(updateAddress);
export const useVerifyPhone = () => useProfileMutation(verifyPhone);
export const useUpdateGstNumber = () => useProfileMutation(updateGstNumber);

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** Removes the address at once; a failed delete puts the list back as it was (accounts.md). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      const previous = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, {
          ...previous,
          addresses: previous.addresses.filter((address) => address._id !== id),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(PROFILE_QUERY_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
