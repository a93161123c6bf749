import type { SVGProps } from 'react';

/**
 * The frame every icon of the design system is drawn in: a 24-unit, 2-unit-stroke outline icon that
 * scales with the text (1em) and is decorative, so hidden from assistive technology. Props override
 * (e.g. a fixed `width`/`height`).
 */
export function IconFrame({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Small stroke icons the primitives need themselves, with rounded caps and joins. */
function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <IconFrame strokeLinecap="round" strokeLinejoin="round" {...rest}>
      {children}
    </IconFrame>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function DotIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </Icon>
  );
}

export function MinusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M5 12h14" />
    </Icon>
  );
}
