// The app's line icons, one set for every screen. Decorative: the control carrying an icon has its
// own accessible name, so every icon is aria-hidden. Drawn on a 24-unit grid in currentColor.
import type { ReactNode } from "react";

type IconProps = { size?: number };

function LineIcon({ size, strokeWidth = 2, children }: { size: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = ({ size = 24 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const PencilIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </LineIcon>
);

export const ChevronRightIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M9 5l7 7-7 7" />
  </LineIcon>
);

export const CardsIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <rect x="5" y="4" width="14" height="16" rx="3" />
  </LineIcon>
);

export const ListIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </LineIcon>
);

/** A honey jar: the count tiles of a group card. */
export const HoneyIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M6 9h12l-1 9a3 3 0 0 1-3 2.6h-4A3 3 0 0 1 7 18L6 9z" />
    <path d="M8 5h8v4H8z" />
  </LineIcon>
);

/** Three interlocking flat-topped hexagons: the stamp (honeycomb) view. */
export const HoneycombIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size} strokeWidth={1.8}>
    <path d="M4 7.5L5.5 5h3L10 7.5 8.5 10h-3zM14 7.5L15.5 5h3L20 7.5 18.5 10h-3zM9 16.5l1.5-2.5h3l1.5 2.5-1.5 2.5h-3z" />
  </LineIcon>
);

export const DragHandleIcon = ({ size = 24 }: IconProps) => (
  <LineIcon size={size} strokeWidth={3}>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
  </LineIcon>
);

export const TrashIcon = ({ size = 22 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </LineIcon>
);

export const PlusIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const DownloadIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 17v2.5h14V17" />
  </LineIcon>
);

export const MoveIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M4 12h14m0 0l-4.5-4.5M18 12l-4.5 4.5M20 5v14" />
  </LineIcon>
);

export const CheckIcon = ({ size = 14 }: IconProps) => (
  <LineIcon size={size} strokeWidth={2.6}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);

export const ArrowDownIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 5v14m0 0l-5-5m5 5l5-5" />
  </LineIcon>
);

export const ShareIcon = ({ size = 20 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 15V4m0 0L8 8m4-4l4 4M6 11H5v9h14v-9h-1" />
  </LineIcon>
);
