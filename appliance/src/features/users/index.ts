/** What other features may use of users: the account as screens read it, and the password rules. */
export { assertPasswordRules } from './password.service';
export { toUser } from './user.view';
