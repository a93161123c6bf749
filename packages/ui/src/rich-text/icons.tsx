import type { ReactNode } from 'react';
import { IconFrame } from '../components/private/icons.tsx';

/** The toolbar's stroke icons, drawn in the design system's 24-unit frame (decorative). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <IconFrame strokeLinecap="round" strokeLinejoin="round">
      {children}
    </IconFrame>
  );
}

export function ParagraphIcon() {
  return (
    <Icon>
      <path d="M13 4v16M17 4v16M19 4H9.5a4.5 4.5 0 0 0 0 9H13" />
    </Icon>
  );
}

export function Heading2Icon() {
  return (
    <Icon>
      <path d="M3 6v12M11 6v12M3 12h8M15 11a3 3 0 0 1 6 0c0 2-6 4-6 7h6" />
    </Icon>
  );
}

export function Heading3Icon() {
  return (
    <Icon>
      <path d="M3 6v12M11 6v12M3 12h8M15 9a3 3 0 1 1 3 3 3 3 0 1 1-3 3" />
    </Icon>
  );
}

export function BoldIcon() {
  return (
    <Icon>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Icon>
  );
}

export function ItalicIcon() {
  return (
    <Icon>
      <path d="M19 4h-9M14 20H5M15 4 9 20" />
    </Icon>
  );
}

export function BulletListIcon() {
  return (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </Icon>
  );
}

export function NumberedListIcon() {
  return (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M6 18H4l2-2.5a1.2 1.2 0 0 0-2-1.3" />
    </Icon>
  );
}

export function QuoteIcon() {
  return (
    <Icon>
      <path d="M4 17c0-4 1-8 5-10M13 17c0-4 1-8 5-10M4 17h4v-4H4zM13 17h4v-4h-4z" />
    </Icon>
  );
}

export function CodeBlockIcon() {
  return (
    <Icon>
      <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
    </Icon>
  );
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </Icon>
  );
}

export function RemoveLinkIcon() {
  return (
    <Icon>
      <path d="m18.8 13.2 1.7-1.7a5 5 0 0 0-7-7l-1.7 1.7M5.2 10.8l-1.7 1.7a5 5 0 0 0 7 7l1.7-1.7M8 2v3M2 8h3M16 22v-3M22 16h-3" />
    </Icon>
  );
}

export function ImageIcon() {
  return (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-4-4L5 21" />
    </Icon>
  );
}

export function UndoIcon() {
  return (
    <Icon>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon>
  );
}

export function RedoIcon() {
  return (
    <Icon>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </Icon>
  );
}
