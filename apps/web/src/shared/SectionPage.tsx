import type { ReactNode } from 'react';
import type { MenuId } from '@bluemanager/protocol';
import { RequireMenuEntry } from './RequireMenuEntry';
import { usePageTitle } from './use-page-title';
import { PageHelp } from '../sections/help-support/PageHelp';

type SectionPageProps = {
  /** The page's heading, also the browser tab's title. */
  title: string;
  children: ReactNode;
} & (
  | {
      /** The menu entry that opens the page; whoever the menu hides it from is refused here too. */
      menuId: MenuId;
      id?: never;
    }
  | {
      /** A page outside the menus (its route's declared access guards it): the id its heading is named by. */
      id: string;
      menuId?: never;
    }
);

/** The frame every section page shares: the menu guard, the tab title, and a labelled section with its heading. */
export function SectionPage({ menuId, id, title, children }: SectionPageProps) {
  usePageTitle(title);
  const headingId = `${menuId ?? id}-title`;
  const page = (
    <section aria-labelledby={headingId}>
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 id={headingId} className="h3 mb-0">
          {title}
        </h1>
        <PageHelp pageId={menuId ?? id} />
      </div>
      {children}
    </section>
  );
  return menuId ? <RequireMenuEntry id={menuId}>{page}</RequireMenuEntry> : page;
}
