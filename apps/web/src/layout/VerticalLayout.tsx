import { Navbar } from '../navbar/Navbar';
import { useWideScreen } from '../shared/use-media-query';
import { ContentArea } from './ContentArea';
import { Footer } from './Footer';
import { useLayout } from './layout-context';
import { SkipLink } from './SkipLink';
import { frameClasses } from './layout-classes';
import { Sidebar } from './sidebar/Sidebar';

export function VerticalLayout() {
  const { config, sidebarOpen } = useLayout();
  const wide = useWideScreen();
  return (
    <div className={`app-frame ${frameClasses(config, wide, sidebarOpen)}`} data-testid="app-frame">
      <SkipLink />
      {(!config.menu.hidden || !wide) && <Sidebar wide={wide} />}
      <Navbar wide={wide} />
      <ContentArea />
      <Footer />
    </div>
  );
}
