import type { ReactNode } from 'react';
import type { MenuId } from '@bluemanager/protocol';
import { RequireMenuEntry } from './RequireMenuEntry';
import { usePageTitle } from './use-page-title';

interface SectionPageProps {
  /** The menu entry that opens the page; whoever the menu hides it from is refused here too. */
  menuId: MenuId;
  /** The page's heading, also the browser tab's title. */
  title: string;
  children: ReactNode;
}

/** The frame every section page shares: the menu guard, the tab title, and a labelled section with its heading. */
export function SectionPage({ menuId, title, children }: SectionPageProps) {
  usePageTitle(title);
  const headingId = `${menuId}-title`;
  return (
    <RequireMenuEntry id={menuId}>
      <section aria-labelledby={headingId}>
        <h1 id={headingId} className="h3 mb-3">
          {title}
        </h1>
        {children}
      </section>
    </RequireMenuEntry>
  );
}
