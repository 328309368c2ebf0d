// The toast area and the welcome toast: their own chunk (sonner is ~9 KB), loaded just after the shell has drawn.
// Every toast comes from a user's action or a load that ends after this has mounted; the welcome toast waits 2.5 s.
import { Toaster } from 'sonner';
import { WelcomeToast } from './WelcomeToast';

/** Toasts start below the floating navbar (its 4.45rem height and 1.3rem margins), never over its controls. */
const TOAST_TOP_OFFSET = 'calc(4.45rem + 2.6rem)';

export function Toasts({ dark }: { dark: boolean }) {
  return (
    <>
      <Toaster
        position="top-right"
        offset={{ top: TOAST_TOP_OFFSET, right: '1.3rem' }}
        mobileOffset={{ top: TOAST_TOP_OFFSET }}
        theme={dark ? 'dark' : 'light'}
        closeButton
      />
      <WelcomeToast />
    </>
  );
}
