import type { IconPaths } from './icons';

/**
 * One icon of the set (src/ui/icons.ts), decorative: what it stands for is always said in words beside it (or in
 * the control's accessible name). `flip`: mirrored in right-to-left pages (arrows and chevrons).
 */
export function Icon({ paths, size = 24, flip = false, className }: { paths: IconPaths; size?: number; flip?: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['icon', flip ? 'icon-flip' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
