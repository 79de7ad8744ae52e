import { Svg, type IconProps } from './svg';

/* Game categories and the lobby's promotions. */
export const CasinoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <circle cx="8" cy="8" r="1.3" fill="currentColor" />
    <circle cx="16" cy="16" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
    <circle cx="16" cy="8" r="1.3" fill="currentColor" />
    <circle cx="8" cy="16" r="1.3" fill="currentColor" />
  </Svg>
);
export const SlotIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="16" height="14" rx="2.5" />
    <path d="M7 5v14M12 5v14" />
    <path d="M21.5 8v6M21.5 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM18.5 14h3" />
  </Svg>
);
export const SportIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10l4-3Z" />
    <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5" />
  </Svg>
);
export const FishIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12c3-5 9-6.5 13-3.5L21 5v14l-5-3.5C12 18.5 6 17 3 12Z" />
    <circle cx="8" cy="11" r="1" fill="currentColor" />
  </Svg>
);
export const CardIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="7" y="3" width="13" height="17" rx="2" />
    <path d="M4 6.5 7 5.8M4 6.5l2.8 13.2L9 19.2" />
    <path d="M13.5 8.5c1.5 1.2 3 2.3 3 3.8a1.5 1.5 0 0 1-3 .3 1.5 1.5 0 0 1-3-.3c0-1.5 1.5-2.6 3-3.8ZM13.5 13v2.5" />
  </Svg>
);
export const KenoIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7" cy="7" r="3.5" />
    <circle cx="17" cy="7" r="3.5" />
    <circle cx="7" cy="17" r="3.5" />
    <circle cx="17" cy="17" r="3.5" />
  </Svg>
);
export const RoosterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4c1-1.5 3-1.5 3.5 0 1-.8 2.5-.2 2.5 1.2" />
    <path d="M8 8a3 3 0 0 1 6 0v3c3 0 6 1.5 7 5-2 3-6 4-10 4s-7-3-7-6c0-2 1-3.5 4-4V8Z" />
    <path d="M8 8 5.5 9.5 8 10.5M10 21v1.5M14 21v1.5" />
  </Svg>
);
export const GamepadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 7h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-3a4 4 0 0 1 4-4Z" />
    <path d="M7 10v3M5.5 11.5h3" />
    <circle cx="16" cy="10.5" r=".8" fill="currentColor" />
    <circle cx="18" cy="12.5" r=".8" fill="currentColor" />
  </Svg>
);
export const ChartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 6-7" />
    <path d="M16 7h4v4" />
  </Svg>
);
export const TrophyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </Svg>
);
export const WheelIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 3v7M12 14v7M3 12h7M14 12h7M5.6 5.6l5 5M13.4 13.4l5 5M18.4 5.6l-5 5M10.6 13.4l-5 5" />
  </Svg>
);
export const CrownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7Z" />
    <path d="M5 21h14" />
  </Svg>
);
export const TicketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v2Z" />
    <path d="M14 5v2M14 11v2M14 17v2" />
  </Svg>
);
export const SparkleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
  </Svg>
);
export const BoltIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
  </Svg>
);
