/**
 * The rich-text editor for article authoring, a separate entry (`@emotion-guru/ui/rich-text`) so that
 * Lexical loads only where the editor is used: import it lazily, never from the main entry.
 *
 * ```tsx
 * const RichTextEditor = lazy(() =>
 *   import('@emotion-guru/ui/rich-text').then((module) => ({ default: module.RichTextEditor })),
 * );
 * ```
 */
export * from './rich-text/index.ts';
