import type { SVGProps } from 'react';

export interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The strokes of a 24 × 24 line drawing. */
  paths: readonly string[];
  /** Pixel size, or `1em` to follow the font. */
  size?: number | string;
}

/** A line icon drawn in the current text colour, hidden from assistive tech (its control carries the name). */
export function LineIcon({ paths, size = 18, strokeWidth = 1.8, ...props }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
