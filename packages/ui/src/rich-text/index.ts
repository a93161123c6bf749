export { RichTextEditor, type RichTextEditorProps, type RichTextImage } from './RichTextEditor.tsx';
export { defaultRichTextEditorLabels, type RichTextEditorLabels } from './labels.ts';
export { RICH_TEXT_TAGS, sanitizeRichTextHtml } from './sanitize.ts';
