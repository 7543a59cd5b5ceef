/** The account calls of SPEC.md section 7 for the hostile-input battery (see hostile-calls.ts). */
import { zLoginBody, zPageAuthLoginBody } from '../../src/contract/auth';
import { ICON_MAX_BYTES } from '../../src/contract/constants';
import {
  zCreatePasswordBody,
  zDefinitiveAuthBody,
  zForgotPasswordBody,
  zResetPasswordBody,
  zUpdateEmailBody,
  zUpdateLoginEmailBody,
  zUpdatePasswordBody,
  zUpdateUrlBody,
  zUploadFileFields,
  zUserCreateBody,
  zUserUpdateBody,
} from '../../src/contract/users';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import type { PostCall } from './hostile-calls';

export const ACCOUNT_CALLS: PostCall[] = [
  {
    path: '/v1/auth/login',
    door: 'public',
    schema: zLoginBody,
    base: () => ({ email: 'nobody@test.example', password: 'whatever-1' }),
    fields: [
      ['email', 'email'],
      ['password', 'password', ['']],
    ],
  },
  {
    path: '/v1/user/create',
    door: 'admin',
    schema: zUserCreateBody,
    base: () => ({ email: 'hostile.new@test.example', username: '新人', role: 11, flag: 10, user_id: 1 }),
    fields: [
      ['email', 'email', [TEST_EMAILS.staff]],
      ['username', 'text'],
      ['role', 'int', [99, -1, 0, 12]],
      ['flag', 'int'],
    ],
  },
  {
    path: '/v1/user/update',
    door: 'staff',
    schema: zUserUpdateBody,
    base: (f) => ({
      id: f.shop.users.staffId,
      email: TEST_EMAILS.staff,
      username: 'スタッフ',
      role: 11,
      flag: 1,
      last_name: '',
      first_name: '',
      user_id: 1,
    }),
    fields: [
      ['id', 'id'],
      ['email', 'email', [TEST_EMAILS.developer]],
      ['username', 'text'],
      ['role', 'int', [99, -1, 12]],
      ['flag', 'int', [5, -1]],
      ['last_name', 'optionalText'],
      ['first_name', 'optionalText'],
    ],
  },
  {
    path: '/v1/user/definitiveAuth',
    door: 'public',
    schema: zDefinitiveAuthBody,
    base: (f) => ({ activatekey: f.signupKey, password: 'whatever-1' }),
    fields: [
      ['activatekey', 'key'],
      ['password', 'password'],
    ],
  },
  {
    path: '/v1/user/create/password',
    door: 'public',
    schema: zCreatePasswordBody,
    base: (f) => ({ activatekey: f.signupKey, password: 'long-enough-1', flag: 1 }),
    fields: [
      ['activatekey', 'key'],
      ['password', 'password', ['', 'short']],
      ['flag', 'int'],
    ],
  },
  {
    path: '/v1/user/forgotPassword',
    door: 'public',
    schema: zForgotPasswordBody,
    base: () => ({ email: 'nobody@test.example' }),
    fields: [['email', 'email']],
  },
  {
    path: '/v1/user/resetPassword',
    door: 'public',
    schema: zResetPasswordBody,
    base: (f) => ({ activatekey: f.resetKey, password: 'long-enough-1' }),
    fields: [
      ['activatekey', 'key'],
      ['password', 'password', ['', 'short']],
    ],
  },
  {
    path: '/v1/user/set/updateEmail',
    door: 'staff',
    schema: zUpdateEmailBody,
    base: (f) => ({ id: f.shop.users.staffId, email: 'hostile.change@test.example' }),
    fields: [
      ['id', 'id'],
      ['email', 'email', [TEST_EMAILS.developer]],
    ],
  },
  {
    path: '/v1/user/set/updateLoginEmail',
    door: 'public',
    schema: zUpdateLoginEmailBody,
    base: (f) => ({ activatekey: f.emailKey }),
    fields: [['activatekey', 'key']],
  },
  {
    path: '/v1/user/set/updatePassword',
    door: 'staff',
    schema: zUpdatePasswordBody,
    base: (f) => ({
      id: f.shop.users.ownerId,
      email: TEST_EMAILS.owner,
      oldPassword: TEST_PASSWORDS.owner,
      newPassword: 'long-enough-1',
    }),
    fields: [
      ['id', 'id'],
      ['oldPassword', 'password', ['']],
      ['newPassword', 'password', ['', 'short']],
    ],
  },
  {
    path: '/v1/user/set/uploadfile',
    door: 'staff',
    schema: zUploadFileFields,
    base: (f) => ({ id: f.shop.users.ownerId, environment: 'production' }),
    fields: [
      ['id', 'id'],
      ['environment', () => [123, {}, [], 'x'.repeat(51)]],
    ],
    upload: { field: 'file', maxBytes: ICON_MAX_BYTES },
  },
  {
    path: '/v1/user/set/updateUrl',
    door: 'staff',
    schema: zUpdateUrlBody,
    base: (f) => ({ id: f.shop.users.ownerId, user_id: 1, url: '', type: 2 }),
    fields: [
      ['id', 'id'],
      ['url', 'iconUrl'],
      ['type', 'int', [1, 3, 0]],
    ],
  },
  {
    path: '/v1/pageauth/login',
    door: 'public',
    schema: zPageAuthLoginBody,
    base: () => ({ password: 'not-the-page-password' }),
    fields: [['password', 'password', ['']]],
  },
];
