import type { ReactNode, SVGProps } from 'react';

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

/** An icon component from its drawing, in the plain frame (each stroke sets its own caps and joins). */
function drawn(drawing: ReactNode) {
  return function DrawnIcon(props: SVGProps<SVGSVGElement>) {
    return <IconFrame {...props}>{drawing}</IconFrame>;
  };
}

/** The theme toggle's "switch to light" icon. */
export const SunIcon = drawn(
  <>
    <circle cx="12" cy="12" r="4" />
    <path
      d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      strokeLinecap="round"
    />
  </>,
);

/** The theme toggle's "switch to dark" icon. */
export const MoonIcon = drawn(
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" strokeLinejoin="round" />,
);

export const PlusIcon = drawn(<path d="M12 5v14M5 12h14" strokeLinecap="round" />);

export const GearIcon = drawn(
  <>
    <circle cx="12" cy="12" r="3" />
    <path
      d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
      strokeLinecap="round"
    />
  </>,
);

/** A smaller down chevron than `ChevronDownIcon`, for a menu trigger. */
export const CaretDownIcon = drawn(<path d="m7 10 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />);

/** The "hamburger" menu icon. */
export const MenuIcon = drawn(<path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />);
