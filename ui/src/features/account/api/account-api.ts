import { api, type CallBody } from '@/lib/api-client';

/** The box's account calls of SPEC.md section 7, typed by the endpoint table. */
export const accountApi = {
  definitiveAuth: (body: CallBody<'user.definitiveAuth'>) => api.call('user.definitiveAuth', { body }),
  createPassword: (body: CallBody<'user.createPassword'>) => api.call('user.createPassword', { body }),
  forgotPassword: (email: string) => api.call('user.forgotPassword', { body: { email } }),
  resetPassword: (body: CallBody<'user.resetPassword'>) => api.call('user.resetPassword', { body }),
  updateEmail: (body: CallBody<'user.updateEmail'>) => api.call('user.updateEmail', { body }),
  updateLoginEmail: (activatekey: string) => api.call('user.updateLoginEmail', { body: { activatekey } }),
  updatePassword: (body: CallBody<'user.updatePassword'>) => api.call('user.updatePassword', { body }),
  detail: (id: number, signal?: AbortSignal) => api.call('user.detail', { query: { id }, signal }),
  updateNames: (id: number, names: { last_name: string; first_name: string }) =>
    api.call('user.update', { body: { id, ...names } }),
  uploadIcon: (id: number, file: File) => api.call('user.uploadFile', { form: { id, environment: 'box' }, file }),
  setIconUrl: (id: number, url: string) => api.call('user.updateUrl', { body: { id, url, type: 2 } }),
  shopInfo: (signal?: AbortSignal) => api.call('shop.info', { signal }),
};
