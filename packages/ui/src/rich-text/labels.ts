/**
 * Every text the editor shows or announces. The design system has no translations: the app passes its
 * own (`labels`), and whatever it leaves out falls back to {@link defaultRichTextEditorLabels}.
 */
export interface RichTextEditorLabels {
  /** The toolbar's accessible name, e.g. "Formatting". */
  toolbar: string;
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  paragraph: string;
  bulletList: string;
  numberedList: string;
  quote: string;
  codeBlock: string;
  /** The toolbar button that opens the link dialog (adds a link, or edits the one at the caret). */
  link: string;
  removeLink: string;
  /** The toolbar button that asks the app for an image (shown only with `onImageRequest`). */
  image: string;
  undo: string;
  redo: string;
  /** The link dialog's title. */
  linkDialogTitle: string;
  /** The label of the dialog's address field. */
  linkUrl: string;
  /** The hint under that field: which addresses are accepted. */
  linkUrlHint: string;
  /** The error for an address that is not accepted (e.g. `javascript:`). */
  linkInvalid: string;
  /** The dialog's confirm button. */
  linkSave: string;
  /** The dialog's cancel button. */
  linkCancel: string;
  /** The dialog's corner close button. */
  dialogClose: string;
}

/** English texts, used for every label the app does not pass. */
export const defaultRichTextEditorLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  paragraph: 'Paragraph',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  quote: 'Quote',
  codeBlock: 'Code block',
  link: 'Link',
  removeLink: 'Remove link',
  image: 'Image',
  undo: 'Undo',
  redo: 'Redo',
  linkDialogTitle: 'Link',
  linkUrl: 'Address',
  linkUrlHint: 'A web address (https://…), an email link (mailto:…) or a path on this site (/…).',
  linkInvalid: 'Enter a web address, an email link (mailto:) or a path on this site.',
  linkSave: 'Save link',
  linkCancel: 'Cancel',
  dialogClose: 'Close',
};
