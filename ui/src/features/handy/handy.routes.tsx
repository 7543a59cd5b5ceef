import { RequireLogin } from '@/components/guards/require-login';
import { HandyPage as Handy } from './components/handy-page';

// The handy (staff order entry), loaded on demand. Any staff login will do; the /admin page password is not asked.

export function HandyPage() {
  return (
    <RequireLogin>
      <Handy />
    </RequireLogin>
  );
}
