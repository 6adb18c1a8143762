import { useId } from 'react';
import { qrPath } from './hero-illustration';

const stars: readonly (readonly [number, number, number])[] = [
  [40, 40, 1.6],
  [92, 78, 1.2],
  [150, 30, 1.8],
  [210, 64, 1.1],
  [300, 24, 1.4],
  [352, 70, 1.2],
  [440, 36, 1.7],
  [470, 96, 1.1],
];

/** A shop window at night: the agency is closed, its lit QR poster still works. */
export function StorefrontIllustration({ className, label }: { className?: string; label: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const night = `${id}-night`;
  const glow = `${id}-glow`;
  return (
    <svg className={className} viewBox="0 0 500 420" role="img" aria-label={label}>
      <defs>
        <linearGradient id={night} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f2240" />
          <stop offset="1" stopColor="#3a3156" />
        </linearGradient>
        <linearGradient id={glow} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4d6" />
          <stop offset="1" stopColor="#ffd9a0" />
        </linearGradient>
      </defs>
      <rect width="500" height="420" rx="28" fill={`url(#${night})`} />
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#ffffff" />
      ))}
      <circle cx="400" cy="64" r="26" fill="#fdf2f2" />
      <circle cx="412" cy="56" r="24" fill="#2a2a4a" />

      {/* The building */}
      <rect x="40" y="110" width="420" height="280" fill="#f3ede4" />
      <rect x="40" y="110" width="420" height="14" fill="#e2d8ca" />
      <rect x="70" y="136" width="360" height="34" rx="4" fill="#1a1a1a" />
      <rect x="84" y="147" width="12" height="12" rx="3" fill="#e56665" />
      <text x="104" y="159" fill="#ffffff" fontSize="15" fontWeight="700" letterSpacing="2">
        INMOBILIARIA
      </text>

      {/* Awning */}
      <path d="M56 178h388l-16 30H72z" fill="#b3302f" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${90 + i * 64} 178h32l-3 30h-32z`} fill="#e56665" />
      ))}

      {/* The lit shop window, with the poster in it */}
      <rect x="70" y="214" width="250" height="160" rx="4" fill="#5b4636" />
      <rect x="78" y="222" width="234" height="144" rx="2" fill={`url(#${glow})`} />
      <rect x="78" y="330" width="234" height="36" fill="#f2c989" />
      <g transform="translate(150 230)">
        <rect x="3" y="4" width="90" height="127" rx="3" fill="#1a1a1a" opacity="0.15" />
        <rect width="90" height="127" rx="3" fill="#ffffff" />
        <rect width="90" height="16" rx="3" fill="#b3302f" />
        <rect x="8" y="22" width="74" height="38" rx="2" fill="#fbe3e3" />
        <path d="M14 56l18-20 14 14 10-8 20 14z" fill="#e56665" />
        <rect x="8" y="66" width="46" height="6" rx="2" fill="#1a1a1a" />
        <rect x="8" y="76" width="32" height="4" rx="2" fill="#a3a3a3" />
        <g transform="translate(52 84) scale(1.6)">
          <path d={qrPath} fill="#1a1a1a" />
        </g>
      </g>

      {/* The door, closed for the night */}
      <rect x="342" y="214" width="92" height="176" rx="3" fill="#5b4636" />
      <rect x="352" y="226" width="72" height="94" rx="2" fill="#2f2a40" />
      <rect x="355" y="250" width="66" height="20" rx="3" fill="#ffffff" />
      <text
        x="388"
        y="264"
        fill="#1a1a1a"
        fontSize="10"
        fontWeight="700"
        letterSpacing="0.5"
        textAnchor="middle"
      >
        CERRADO
      </text>
      <circle cx="420" cy="340" r="4" fill="#f2c989" />

      {/* Pavement */}
      <rect x="20" y="388" width="460" height="10" rx="5" fill="#4a4466" />
    </svg>
  );
}
