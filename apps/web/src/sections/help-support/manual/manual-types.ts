// A chapter's text: a title and blocks (a paragraph, a subheading or a list), plain text only, so nothing in the
// manual is parsed or injected as HTML.
import type { ChapterId } from './chapters';

export type ManualBlock = { p: string } | { h: string } | { list: readonly string[] };

export type ManualText = Readonly<Record<ChapterId, { title: string; blocks: readonly ManualBlock[] }>>;
