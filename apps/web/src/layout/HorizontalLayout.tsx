import { Navbar } from '../navbar/Navbar';
import { useWideScreen } from '../shared/use-media-query';
import { ContentArea } from './ContentArea';
import { Footer } from './Footer';
import { HorizontalMenu } from './horizontal/HorizontalMenu';
import { useLayout } from './layout-context';
import { SkipLink } from './SkipLink';
import { frameClasses } from './layout-classes';
import { Sidebar } from './sidebar/Sidebar';

/** Spec §2: a top menu bar from extra-large widths (1200 px) up, the collapsible sidebar below. */
export function HorizontalLayout() {
  const { config, sidebarOpen } = useLayout();
  const wide = useWideScreen();
  return (
    <div className={`app-frame ${frameClasses(config, wide, sidebarOpen)}`} data-testid="app-frame">
      <SkipLink />
      <Navbar wide={wide} />
      {wide && !config.menu.hidden && <HorizontalMenu />}
      {!wide && <Sidebar wide={false} />}
      <ContentArea />
      <Footer />
    </div>
  );
}
