import type { Feature } from '../../shared/feature';
import { shiftMailRetries } from './clock-step';
import { createMailRoutes } from './mail.routes';
import { mailSenderJob } from './mail-sender.job';

/** What other features may use of mail: the texts of the mails they queue. */
export { emailChangeMail, invitationMail, passwordResetMail } from './templates';

/** What mail brings to the box. */
export const feature: Feature = {
  name: 'mail',
  routes: createMailRoutes,
  jobs: (deps) => [mailSenderJob(deps)],
  clockStepped: shiftMailRetries,
};
