import type { RichTextEditorLabels } from '@emotion-guru/ui/rich-text';
import { useTranslation } from 'react-i18next';

/** The rich-text editor's texts in the page's language. */
export function useEditorLabels(): RichTextEditorLabels {
  const { t } = useTranslation('blog-editor', { keyPrefix: 'toolbar' });
  return {
    toolbar: t('label'),
    bold: t('bold'),
    italic: t('italic'),
    heading2: t('heading2'),
    heading3: t('heading3'),
    paragraph: t('paragraph'),
    bulletList: t('bulletList'),
    numberedList: t('numberedList'),
    quote: t('quote'),
    codeBlock: t('codeBlock'),
    link: t('link'),
    removeLink: t('removeLink'),
    image: t('image'),
    undo: t('undo'),
    redo: t('redo'),
    linkDialogTitle: t('linkDialogTitle'),
    linkUrl: t('linkUrl'),
    linkUrlHint: t('linkUrlHint'),
    linkInvalid: t('linkInvalid'),
    linkSave: t('linkApply'),
    linkCancel: t('linkCancel'),
    dialogClose: t('linkCancel'),
  };
}
