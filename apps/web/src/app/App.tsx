import i18next from 'i18next';
import { SessionProvider } from '../session/SessionProvider';
import { AppRouter } from './router';

export function App() {
  return (
    <SessionProvider expiredNotice={() => i18next.t('login.sessionExpired')}>
      <AppRouter />
    </SessionProvider>
  );
}
