// A page's help link: opens the manual at the page's chapter, for whoever may open the manual. Small on purpose (the
// page frame carries it): it reads only the chapter list, never the manual's text.
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { chapterOfMenu, manualPath } from './manual/chapters';

export function PageHelp({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const allowed = useMenuEntryAllowed('manual');
  const chapter = chapterOfMenu(pageId);
  if (!allowed || !chapter) return null;
  return (
    <Link
      to={manualPath(chapter)}
      className="link-secondary d-inline-flex"
      data-testid="page-help"
      title={t('pageHelp')}
    >
      <CircleHelp size={20} aria-hidden="true" />
      <span className="visually-hidden">{t('pageHelp')}</span>
    </Link>
  );
}
