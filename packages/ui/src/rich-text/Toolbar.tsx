import { IS_APPLE } from '@lexical/utils';
import { Toolbar as RadixToolbar } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import { Tooltip } from '../components/Tooltip/Tooltip.tsx';
import { TooltipProvider } from '../components/Tooltip/TooltipProvider.tsx';
import type { BlockType, FormatState } from './editor.ts';
import {
  BoldIcon,
  BulletListIcon,
  CodeBlockIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  ParagraphIcon,
  QuoteIcon,
  RedoIcon,
  RemoveLinkIcon,
  UndoIcon,
} from './icons.tsx';
import type { RichTextEditorLabels } from './labels.ts';
import * as styles from './RichTextEditor.css.ts';

/** A keyboard shortcut: how the tooltip shows it, and its `aria-keyshortcuts` form. */
interface Shortcut {
  key: string;
  shift?: boolean;
}

function shortcutText({ key, shift }: Shortcut): string {
  return IS_APPLE ? `${shift ? '⇧' : ''}⌘${key}` : `Ctrl+${shift ? 'Shift+' : ''}${key}`;
}

function shortcutAria({ key, shift }: Shortcut): string {
  return `${IS_APPLE ? 'Meta' : 'Control'}+${shift ? 'Shift+' : ''}${key}`;
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onPress: () => void;
  /** A toggle's state (`aria-pressed`); leave out for actions. */
  pressed?: boolean;
  shortcut?: Shortcut;
  /** The whole editor is disabled: the button is too, and out of the tab order. */
  disabled: boolean;
  /** Nothing to do right now (nothing to undo, no link here): stays focusable, announced as unavailable. */
  unavailable?: boolean;
  hasPopup?: boolean;
}

function ToolButton({
  label,
  icon,
  onPress,
  pressed,
  shortcut,
  disabled,
  unavailable,
  hasPopup,
}: ToolButtonProps) {
  return (
    <Tooltip content={shortcut ? `${label} (${shortcutText(shortcut)})` : label} side="top">
      <RadixToolbar.Button asChild disabled={disabled}>
        <IconButton
          label={label}
          icon={icon}
          size="sm"
          className={styles.toolbarButton}
          aria-pressed={pressed}
          aria-keyshortcuts={shortcut ? shortcutAria(shortcut) : undefined}
          aria-disabled={unavailable === true ? true : undefined}
          aria-haspopup={hasPopup ? 'dialog' : undefined}
          // Keeps the focus (and the selection) in the editor when the button is clicked.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
          onClick={() => {
            if (unavailable !== true) onPress();
          }}
        />
      </RadixToolbar.Button>
    </Tooltip>
  );
}

export interface EditorToolbarProps {
  format: FormatState;
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
  labels: RichTextEditorLabels;
  /** The id of the editable region the toolbar acts on. */
  controls: string;
  onBold: () => void;
  onItalic: () => void;
  onBlock: (type: BlockType) => void;
  onLink: () => void;
  onRemoveLink: () => void;
  /** Shown only when given. */
  onImage?: () => void;
  imagePending: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * The formatting toolbar (Radix Toolbar): one tab stop, arrow keys and Home/End move between buttons.
 * Toggles say their state with `aria-pressed`; each button's tooltip names it with its shortcut.
 */
export function EditorToolbar({
  format,
  canUndo,
  canRedo,
  disabled,
  labels,
  controls,
  onBold,
  onItalic,
  onBlock,
  onLink,
  onRemoveLink,
  onImage,
  imagePending,
  onUndo,
  onRedo,
}: EditorToolbarProps) {
  const block = (type: BlockType, label: string, icon: ReactNode) => (
    <ToolButton
      label={label}
      icon={icon}
      pressed={format.block === type}
      disabled={disabled}
      onPress={() => {
        onBlock(type);
      }}
    />
  );
  return (
    <TooltipProvider>
      <RadixToolbar.Root className={styles.toolbar} aria-label={labels.toolbar} aria-controls={controls} loop>
        {block('paragraph', labels.paragraph, <ParagraphIcon />)}
        {block('h2', labels.heading2, <Heading2Icon />)}
        {block('h3', labels.heading3, <Heading3Icon />)}
        <RadixToolbar.Separator className={styles.separator} />
        <ToolButton
          label={labels.bold}
          icon={<BoldIcon />}
          pressed={format.bold}
          shortcut={{ key: 'B' }}
          disabled={disabled}
          onPress={onBold}
        />
        <ToolButton
          label={labels.italic}
          icon={<ItalicIcon />}
          pressed={format.italic}
          shortcut={{ key: 'I' }}
          disabled={disabled}
          onPress={onItalic}
        />
        <RadixToolbar.Separator className={styles.separator} />
        {block('bullet', labels.bulletList, <BulletListIcon />)}
        {block('number', labels.numberedList, <NumberedListIcon />)}
        {block('quote', labels.quote, <QuoteIcon />)}
        {block('code', labels.codeBlock, <CodeBlockIcon />)}
        <RadixToolbar.Separator className={styles.separator} />
        <ToolButton
          label={labels.link}
          icon={<LinkIcon />}
          shortcut={{ key: 'K' }}
          disabled={disabled}
          hasPopup
          onPress={onLink}
        />
        <ToolButton
          label={labels.removeLink}
          icon={<RemoveLinkIcon />}
          disabled={disabled}
          unavailable={format.link === null}
          onPress={onRemoveLink}
        />
        {onImage && (
          <ToolButton
            label={labels.image}
            icon={<ImageIcon />}
            disabled={disabled}
            unavailable={imagePending}
            onPress={onImage}
          />
        )}
        <RadixToolbar.Separator className={styles.separator} />
        <ToolButton
          label={labels.undo}
          icon={<UndoIcon />}
          shortcut={{ key: 'Z' }}
          disabled={disabled}
          unavailable={!canUndo}
          onPress={onUndo}
        />
        <ToolButton
          label={labels.redo}
          icon={<RedoIcon />}
          shortcut={{ key: 'Z', shift: true }}
          disabled={disabled}
          unavailable={!canRedo}
          onPress={onRedo}
        />
      </RadixToolbar.Root>
    </TooltipProvider>
  );
}
