// The routes of the sections, derived from their declarations: each page a section declares (its pages file,
// `packages/protocol/src/sections/<id>/<id>.pages.ts`, part of its declaration in SECTIONS) is served at its route,
// from the section's web entry module `sections/<id>/index.ts`, loaded on demand as the section's own chunk once its
// texts are in (withSectionCatalogues, so a page never shows a raw key). The pages files are read here rather than
// SECTIONS itself so the entry chunk carries no act schemas. A route no section declares falls through to the error
// page: never a placeholder.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDeclaration } from '@bluemanager/protocol';
import { withSectionCatalogues, type SectionCatalogue } from '../i18n/section-catalogues';

/** What a section's web entry module exports: its pages by the names its declaration gives, and its texts. */
export interface SectionEntry {
  readonly catalogues: readonly SectionCatalogue[];
  readonly [page: string]: unknown;
}

export interface SectionRoute {
  /** The route as react-router matches it, with its leading '/'. */
  path: string;
  /** The same route as the declaration and the menus write it, without the '/'. */
  route: string;
  page: PageDeclaration;
  Component: LazyExoticComponent<ComponentType>;
}

const ENTRIES = import.meta.glob<SectionEntry>('../sections/*/index.ts');
const PAGE_FILES = import.meta.glob<Readonly<Record<string, PageDeclaration>>>(
  '../../../../packages/protocol/src/sections/*/*.pages.ts',
  { eager: true, import: 'pages' },
);

/** Each section's declared pages, by the section id its folder names. */
export function declaredPages(): [sectionId: string, pages: Readonly<Record<string, PageDeclaration>>][] {
  return Object.entries(PAGE_FILES).map(([file, pages]) => [file.split('/').at(-2) ?? '', pages]);
}

function entryLoader(sectionId: string): () => Promise<SectionEntry> {
  const load = ENTRIES[`../sections/${sectionId}/index.ts`];
  if (!load)
    throw new Error(
      `section '${sectionId}' declares pages but has no apps/web/src/sections/${sectionId}/index.ts`,
    );
  return load;
}

function pageComponent(load: () => Promise<SectionEntry>, name: string): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const entry = await load().then(withSectionCatalogues);
    const page = entry[name];
    if (typeof page !== 'function') throw new Error(`the section entry exports no page '${name}'`);
    return { default: page as ComponentType };
  });
}

export const SECTION_ROUTES: readonly SectionRoute[] = declaredPages().flatMap(([sectionId, pages]) =>
  Object.entries(pages).map(([route, page]) => ({
    path: `/${route}`,
    route,
    page,
    Component: pageComponent(entryLoader(sectionId), page.page),
  })),
);
