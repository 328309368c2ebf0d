import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { WELCOME_FLAG } from '../session/SessionProvider';
import { LAYOUT_CONSTANTS } from './theme-config';

/** Spec §8: 2.5 s after a successful login, '👋 Welcome!' with 'You have successfully logged in. Enjoy! 🎉'. */
export function WelcomeToast() {
  const { t } = useTranslation();
  useEffect(() => {
    if (sessionStorage.getItem(WELCOME_FLAG) !== '1') return;
    const timer = window.setTimeout(() => {
      sessionStorage.removeItem(WELCOME_FLAG);
      toast.success(t('toast.welcomeTitle'), { description: t('toast.welcomeBody'), duration: 6000 });
    }, LAYOUT_CONSTANTS.welcomeToastDelayMs);
    return () => window.clearTimeout(timer);
  }, [t]);
  return null;
}
