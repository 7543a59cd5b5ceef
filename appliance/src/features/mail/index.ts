/** What other features may use of mail: the texts of the mails they queue. */
export { emailChangeMail, invitationMail, passwordResetMail } from './templates';
