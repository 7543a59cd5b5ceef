import type { ShopInfoResponse } from '@contract/shop';
import type {
  CreatePasswordBody,
  CreatePasswordResponse,
  DefinitiveAuthBody,
  DefinitiveAuthResponse,
  ResetPasswordBody,
  UpdatedResponse,
  UpdateEmailBody,
  UpdateEmailResponse,
  UpdateLoginEmailResponse,
  UpdatePasswordBody,
  UpdatePasswordResponse,
  UpdateUrlResponse,
  UploadFileResponse,
  UserDetailResponse,
  UserUpdateResponse,
} from '@contract/users';
import { api } from '@/lib/api-client';

/** The box's account calls of SPEC.md section 7, typed by the contract. */
export const accountApi = {
  definitiveAuth: (body: DefinitiveAuthBody) => api.post<DefinitiveAuthResponse>('/v1/user/definitiveAuth', body),
  createPassword: (body: CreatePasswordBody) => api.post<CreatePasswordResponse>('/v1/user/create/password', body),
  forgotPassword: (email: string) => api.post<UpdatedResponse>('/v1/user/forgotPassword', { email }),
  resetPassword: (body: ResetPasswordBody) => api.post<UpdatedResponse>('/v1/user/resetPassword', body),
  updateEmail: (body: UpdateEmailBody) => api.post<UpdateEmailResponse>('/v1/user/set/updateEmail', body),
  updateLoginEmail: (activatekey: string) => api.post<UpdateLoginEmailResponse>('/v1/user/set/updateLoginEmail', { activatekey }),
  updatePassword: (body: UpdatePasswordBody) => api.post<UpdatePasswordResponse>('/v1/user/set/updatePassword', body),
  detail: (id: number, signal?: AbortSignal) => api.get<UserDetailResponse>('/v1/user/get/detail', { query: { id }, signal }),
  updateNames: (id: number, names: { last_name: string; first_name: string }) =>
    api.post<UserUpdateResponse>('/v1/user/update', { id, ...names }),
  uploadIcon: (id: number, file: File) => {
    const form = new FormData();
    form.append('id', String(id));
    form.append('environment', 'box');
    form.append('file', file, file.name);
    return api.post<UploadFileResponse>('/v1/user/set/uploadfile', form);
  },
  setIconUrl: (id: number, url: string) => api.post<UpdateUrlResponse>('/v1/user/set/updateUrl', { id, url, type: 2 }),
  shopInfo: (signal?: AbortSignal) => api.get<ShopInfoResponse>('/v1/shop/info', { signal }),
};
