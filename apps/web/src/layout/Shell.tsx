// The signed-in frame: per-session query cache, layout, menus, toasts, and the vertical or horizontal layout.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useHideLoadingScreen } from '../app/loading-screen';
import { MenuProvider } from '../menu/MenuProvider';
import { useMediumScreen } from '../shared/use-media-query';
import { HorizontalLayout } from './HorizontalLayout';
import { useLayout } from './layout-context';
import { LayoutProvider } from './LayoutProvider';
import { VerticalLayout } from './VerticalLayout';

// The customizer is a side panel few users open: its own chunk, not the shell's.
const Customizer = lazy(() =>
  import('./customizer/Customizer').then((module) => ({ default: module.Customizer })),
);

const Toasts = lazy(() => import('./Toasts').then((module) => ({ default: module.Toasts })));

function Frame() {
  const { config } = useLayout();
  const medium = useMediumScreen();
  return (
    <>
      {config.type === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout />}
      {config.customizer && medium && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Toasts dark={config.skin === 'dark'} />
      </Suspense>
    </>
  );
}

export function Shell() {
  useHideLoadingScreen();
  // A new cache per signed-in session: nothing one user loaded survives into the next user's session.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutProvider>
        <MenuProvider>
          <Frame />
        </MenuProvider>
      </LayoutProvider>
    </QueryClientProvider>
  );
}
