import { mergeRegister } from '@lexical/utils';
import {
  CLEAR_HISTORY_COMMAND,
  FORMAT_TEXT_COMMAND,
  HISTORIC_TAG,
  REDO_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
} from 'lexical';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as fieldStyles from '../components/Field/Field.css.ts';
import { cx } from '../components/private/cx.ts';
import {
  $readFormat,
  $setRichTextHtml,
  applyLink,
  createRichTextEditor,
  EMPTY_FORMAT,
  EXTERNAL_TAG,
  insertImage,
  registerRichTextEditor,
  removeLink,
  sameFormat,
  saveSelection,
  setBlockType,
} from './editor.ts';
import { defaultRichTextEditorLabels, type RichTextEditorLabels } from './labels.ts';
import { LinkDialog } from './LinkDialog.tsx';
import * as styles from './RichTextEditor.css.ts';
import { $serializeRichText } from './serialize.ts';
import { EditorToolbar } from './Toolbar.tsx';
import { safeImageSrc } from './url.ts';

/** An image the app has uploaded, for the editor to insert. */
export interface RichTextImage {
  /** Its address: http(s) or a path of this site (anything else is not inserted). */
  src: string;
  /** Its text alternative; `''` for a purely decorative image. */
  alt: string;
}

export interface RichTextEditorProps {
  /**
   * The content, as HTML of the allow-list (h2, h3, p, ul, ol, li, a[href], img[src][alt], strong, em,
   * blockquote, code, pre, br). Anything else is reduced to it on the way in. Pass back what `onChange`
   * gives; a different value (a restored draft, another language) replaces the content and its undo history.
   */
  value: string;
  /** Called with the new HTML after each change the author makes (never for a new `value`); `''` when empty. */
  onChange: (html: string) => void;
  /** The visible label; it names the editable region (`aria-labelledby`). */
  label: ReactNode;
  /** Help under the label, read with the region (`aria-describedby`). */
  description?: ReactNode;
  /** An error message: marks the region `aria-invalid` and is read with it; announced when it appears. */
  error?: ReactNode;
  /** Id of the editable region; generated when left out. */
  id?: string;
  /** Read-only: the text cannot be edited and the toolbar's buttons are disabled. */
  disabled?: boolean;
  /**
   * Asked when the author presses the image button: the app uploads an image (its own dialog) and
   * resolves with it, or with null when cancelled. The editor inserts it at the caret. Without this prop
   * there is no image button.
   */
  onImageRequest?: () => Promise<RichTextImage | null>;
  /** The toolbar's and the link dialog's texts; the ones left out are English. */
  labels?: Partial<RichTextEditorLabels>;
  className?: string;
}

/**
 * A rich-text editor for articles, on Lexical: a toolbar (marks, headings, lists, quote, code block, link,
 * image, undo) over an editable region whose value is HTML of a fixed allow-list. Controlled: `value` in,
 * `onChange(html)` out. Pasted HTML keeps only what the allow-list has; links and images keep only http(s),
 * mailto (links) and relative addresses.
 *
 * Import it from `@emotion-guru/ui/rich-text`, lazily: it is a separate entry so that the editor's
 * dependencies load only where it is used.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  description,
  error,
  id,
  disabled = false,
  onImageRequest,
  labels,
  className,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editableId = id ?? `rich-text-${generatedId}`;
  const labelId = `${editableId}-label`;
  const descriptionId = `${editableId}-description`;
  const errorId = `${editableId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasDescription = description !== undefined && description !== null && description !== false;
  const texts = useMemo<RichTextEditorLabels>(
    () => ({ ...defaultRichTextEditorLabels, ...labels }),
    [labels],
  );

  const [editor] = useState(() => createRichTextEditor(editableId));
  const [format, setFormat] = useState(EMPTY_FORMAT);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [imagePending, setImagePending] = useState(false);
  const [link, setLink] = useState({ session: 0, open: false, url: '' });
  const savedSelection = useRef<BaseSelection | null>(null);

  /** The HTML the editor holds: what it last reported, or what it made of the last `value` applied. */
  const currentHtml = useRef<string | null>(null);
  /** The last `value` applied from outside, until the author changes the content. */
  const appliedValue = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const openLinkDialog = useCallback(() => {
    savedSelection.current = saveSelection(editor);
    const url = editor.getEditorState().read(() => $readFormat().link) ?? '';
    setLink((previous) => ({ session: previous.session + 1, open: true, url }));
  }, [editor]);

  const rootRef = useCallback(
    (element: HTMLDivElement | null) => {
      editor.setRootElement(element);
    },
    [editor],
  );

  useLayoutEffect(
    () =>
      mergeRegister(
        registerRichTextEditor(editor, {
          onLinkShortcut: openLinkDialog,
          onHistoryChange: (undo, redo) => {
            setCanUndo(undo);
            setCanRedo(redo);
          },
        }),
        editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
          const next = editorState.read($readFormat);
          setFormat((previous) => (sameFormat(previous, next) ? previous : next));
          if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
          const html = editorState.read($serializeRichText);
          if (html === currentHtml.current) return;
          currentHtml.current = html;
          if (tags.has(EXTERNAL_TAG)) return;
          appliedValue.current = null;
          onChangeRef.current(html);
        }),
      ),
    [editor, openLinkDialog],
  );

  // A value from outside replaces the content; the echo of what onChange reported changes nothing, so
  // the undo history survives every keystroke's round trip.
  useLayoutEffect(() => {
    if (value === currentHtml.current || value === appliedValue.current) return;
    appliedValue.current = value;
    editor.update(
      () => {
        $setRichTextHtml(editor, value);
      },
      { tag: [EXTERNAL_TAG, HISTORIC_TAG], discrete: true },
    );
    // Undoing into another document (another language's text, the draft before a restore) would mix them.
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const requestImage = async () => {
    if (!onImageRequest || imagePending) return;
    const saved = saveSelection(editor);
    setImagePending(true);
    let image: RichTextImage | null;
    try {
      image = await onImageRequest();
    } catch {
      // The app reports its own upload errors; nothing to insert.
      image = null;
    } finally {
      setImagePending(false);
    }
    const src = image ? safeImageSrc(image.src) : null;
    if (image === null || src === null) return;
    insertImage(editor, saved, src, image.alt);
    editor.focus();
  };

  const describedBy = [hasDescription ? descriptionId : '', hasError ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {hasDescription && (
        <p id={descriptionId} className={fieldStyles.hint}>
          {description}
        </p>
      )}
      <div
        role="group"
        aria-labelledby={labelId}
        className={styles.frame}
        data-invalid={hasError ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <EditorToolbar
          format={format}
          canUndo={canUndo}
          canRedo={canRedo}
          disabled={disabled}
          labels={texts}
          controls={editableId}
          onBold={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
          onItalic={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
          onBlock={(type) => {
            setBlockType(editor, type, format.block);
          }}
          onLink={openLinkDialog}
          onRemoveLink={() => {
            removeLink(editor);
          }}
          {...(onImageRequest ? { onImage: () => void requestImage() } : {})}
          imagePending={imagePending}
          onUndo={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
          onRedo={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
        />
        <div
          ref={rootRef}
          id={editableId}
          className={styles.editable}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={hasError ? true : undefined}
          aria-disabled={disabled ? true : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          spellCheck
        />
      </div>
      {/* Always present so that an error appearing later is announced. */}
      <div aria-live="polite">
        {hasError && (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        )}
      </div>
      <LinkDialog
        key={link.session}
        open={link.open}
        onOpenChange={(open) => {
          setLink((previous) => ({ ...previous, open }));
        }}
        initialUrl={link.url}
        labels={texts}
        onSave={(url) => {
          applyLink(editor, savedSelection.current, url);
          setLink((previous) => ({ ...previous, open: false }));
        }}
        onCloseAutoFocus={(event) => {
          // Back to the editor, at the link, rather than to the toolbar.
          event.preventDefault();
          editor.focus();
        }}
      />
    </div>
  );
}
