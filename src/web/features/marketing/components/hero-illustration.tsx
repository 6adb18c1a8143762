import { useId } from 'react';

/** A 21×21 QR-like pattern (finder squares, timing lines, fixed pseudo-random data) as one SVG path. */
function buildQrPath(size = 21): string {
  const finders = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const;
  let seed = 2024;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let dark: boolean | null = null;
      for (const [ox, oy] of finders) {
        const dx = x - ox;
        const dy = y - oy;
        if (dx < -1 || dx > 7 || dy < -1 || dy > 7) continue;
        dark = dx >= 0 && dx <= 6 && dy >= 0 && dy <= 6 && Math.max(Math.abs(dx - 3), Math.abs(dy - 3)) !== 2;
      }
      if (dark === null && (x === 6 || y === 6)) dark = (x + y) % 2 === 0;
      if (dark === null) {
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        dark = ((seed >>> 16) & 1) === 1;
      }
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return d;
}

/** The QR-like pattern the marketing drawings share (21 units square). */
export const qrPath = buildQrPath();

/** An A4 QR poster beside a phone showing the listing microsite with a before/after render. Decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const sky = `${id}-sky`;
  const screen = `${id}-screen`;
  return (
    <svg className={className} viewBox="0 0 500 460" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe3e3" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
        <clipPath id={screen}>
          <rect x="10" y="10" width="190" height="380" rx="26" />
        </clipPath>
      </defs>
      <circle cx="300" cy="230" r="190" fill="#fbe3e3" opacity="0.7" />
      <circle cx="110" cy="110" r="80" fill="#fdf2f2" />

      {/* A4 poster (1:1.41) */}
      <g transform="translate(24 52) rotate(-4 115 162)">
        <rect x="4" y="7" width="230" height="325" rx="6" fill="#1a1a1a" opacity="0.08" />
        <rect width="230" height="325" rx="6" fill="#ffffff" stroke="#e5e5e5" />
        <path d="M6 0h218a6 6 0 0 1 6 6v40H0V6a6 6 0 0 1 6-6z" fill="#b3302f" />
        <text x="16" y="30" fill="#ffffff" fontSize="18" fontWeight="800" letterSpacing="1">
          EN VENTA
        </text>
        <rect x="190" y="11" width="24" height="24" rx="5" fill="#ffffff" />
        <path d="M195 31V21l7-4 7 4v10h-4.5v-5h-5v5z" fill="#b3302f" />
        <rect x="14" y="58" width="202" height="112" rx="4" fill={`url(#${sky})`} />
        <rect x="14" y="160" width="202" height="10" fill="#e7e5e4" />
        <path d="M44 88l71-28 71 28z" fill="#b3302f" />
        <rect x="52" y="88" width="126" height="72" fill="#f6c5c4" />
        <g fill="#ffffff">
          <rect x="64" y="98" width="22" height="18" rx="2" />
          <rect x="104" y="98" width="22" height="18" rx="2" />
          <rect x="144" y="98" width="22" height="18" rx="2" />
          <rect x="64" y="128" width="22" height="18" rx="2" />
          <rect x="144" y="128" width="22" height="18" rx="2" />
        </g>
        <rect x="104" y="128" width="22" height="32" rx="2" fill="#8f2625" />
        <text x="14" y="192" fill="#1a1a1a" fontSize="13" fontWeight="700">
          Piso luminoso · Chamberí
        </text>
        <text x="14" y="216" fill="#b3302f" fontSize="22" fontWeight="800">
          245.000 €
        </text>
        <text x="14" y="234" fill="#525252" fontSize="10">
          3 hab. · 2 baños · 98 m²
        </text>
        <path
          d={qrPath}
          transform="translate(14 246) scale(3.4)"
          fill="#1a1a1a"
          shapeRendering="crispEdges"
        />
        <text x="100" y="268" fill="#1a1a1a" fontSize="14" fontWeight="800">
          Escanéame
        </text>
        <text x="100" y="285" fill="#525252" fontSize="11">
          y amuéblalo
        </text>
        <text x="100" y="300" fill="#525252" fontSize="11">
          con IA
        </text>
      </g>

      {/* Phone with the listing microsite */}
      <g transform="translate(262 30)">
        <rect x="3" y="8" width="210" height="400" rx="34" fill="#1a1a1a" opacity="0.12" />
        <rect width="210" height="400" rx="34" fill="#1a1a1a" />
        <g clipPath={`url(#${screen})`}>
          <rect x="10" y="10" width="190" height="380" fill="#ffffff" />
          <circle cx="28" cy="43" r="6" fill="#e56665" />
          <text x="40" y="46" fill="#1a1a1a" fontSize="9" fontWeight="600">
            Inmobiliaria Sol
          </text>
          {/* Before/after render: empty room on the left, staged on the right */}
          <rect x="10" y="56" width="190" height="100" fill="#f5ede6" />
          <rect x="10" y="156" width="190" height="48" fill="#e3cdb5" />
          <rect x="28" y="74" width="50" height="58" fill="#dbeafe" stroke="#ffffff" strokeWidth="3" />
          <path d="M53 74v58M28 103h50" stroke="#ffffff" strokeWidth="3" />
          <rect x="136" y="78" width="40" height="28" fill="#ffffff" stroke="#d6bfa8" strokeWidth="2" />
          <path d="M140 102l10-12 8 8 6-5 8 9z" fill="#f6c5c4" />
          <ellipse cx="152" cy="186" rx="42" ry="8" fill="#f6c5c4" />
          <rect x="118" y="130" width="70" height="28" rx="7" fill="#b3302f" />
          <rect x="113" y="150" width="80" height="22" rx="7" fill="#d14b4a" />
          <rect x="124" y="138" width="18" height="14" rx="4" fill="#fbe3e3" />
          <path d="M119 172v6M187 172v6" stroke="#8f2625" strokeWidth="3" />
          <path d="M105 56v148" stroke="#ffffff" strokeWidth="2" />
          <circle cx="105" cy="130" r="10" fill="#ffffff" />
          <path d="M102 126l-3 4 3 4M108 126l3 4-3 4" stroke="#1a1a1a" strokeWidth="1.5" fill="none" />
          <rect x="16" y="62" width="34" height="14" rx="7" fill="#1a1a1a" opacity="0.7" />
          <text x="33" y="72" fill="#ffffff" fontSize="8" textAnchor="middle">
            Antes
          </text>
          <rect x="152" y="62" width="42" height="14" rx="7" fill="#1a1a1a" opacity="0.7" />
          <text x="173" y="72" fill="#ffffff" fontSize="8" textAnchor="middle">
            Después
          </text>
          <rect x="16" y="186" width="136" height="14" rx="7" fill="#1a1a1a" opacity="0.75" />
          <text x="84" y="196" fill="#ffffff" fontSize="7.5" textAnchor="middle">
            ✦ Amueblado virtualmente con IA
          </text>
          <text x="22" y="226" fill="#1a1a1a" fontSize="11" fontWeight="700">
            Piso luminoso en Chamberí
          </text>
          <text x="22" y="241" fill="#737373" fontSize="9">
            Calle de Fuencarral, Madrid
          </text>
          <text x="22" y="264" fill="#b3302f" fontSize="16" fontWeight="800">
            245.000 €
          </text>
          <g fontSize="9" fill="#404040" textAnchor="middle">
            <rect x="22" y="274" width="44" height="20" rx="10" fill="#f5f5f5" />
            <text x="44" y="287">
              98 m²
            </text>
            <rect x="72" y="274" width="44" height="20" rx="10" fill="#f5f5f5" />
            <text x="94" y="287">
              3 hab.
            </text>
            <rect x="122" y="274" width="50" height="20" rx="10" fill="#f5f5f5" />
            <text x="147" y="287">
              2 baños
            </text>
          </g>
          <g fontSize="8" textAnchor="middle">
            <rect x="22" y="304" width="52" height="18" rx="9" fill="#fbe3e3" stroke="#b3302f" />
            <text x="48" y="316" fill="#b3302f" fontWeight="700">
              Nórdico
            </text>
            <rect x="80" y="304" width="56" height="18" rx="9" fill="#ffffff" stroke="#d4d4d4" />
            <text x="108" y="316" fill="#404040">
              Industrial
            </text>
            <rect x="142" y="304" width="50" height="18" rx="9" fill="#ffffff" stroke="#d4d4d4" />
            <text x="167" y="316" fill="#404040">
              Moderno
            </text>
          </g>
          <rect x="22" y="340" width="166" height="32" rx="10" fill="#b3302f" />
          <text x="105" y="360" fill="#ffffff" fontSize="12" fontWeight="700" textAnchor="middle">
            Contactar
          </text>
        </g>
        <rect x="80" y="16" width="50" height="12" rx="6" fill="#1a1a1a" />
      </g>

      {/* Lead notification */}
      <g transform="translate(18 380)">
        <rect x="2" y="5" width="226" height="58" rx="14" fill="#1a1a1a" opacity="0.1" />
        <rect width="226" height="58" rx="14" fill="#ffffff" stroke="#e5e5e5" />
        <circle cx="29" cy="29" r="16" fill="#fbe3e3" />
        <path d="M22 29l5 5 9-10" stroke="#b3302f" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <text x="54" y="25" fill="#1a1a1a" fontSize="12" fontWeight="700">
          Nuevo lead · hace 1 min
        </text>
        <text x="54" y="42" fill="#525252" fontSize="10">
          Lucía M. · Piso en Chamberí
        </text>
      </g>

      <path d="M486 40c1 9 3 11 12 12-9 1-11 3-12 12-1-9-3-11-12-12 9-1 11-3 12-12z" fill="#e56665" />
      <path
        d="M250 10c.6 5 1.6 6 6.5 6.5-4.9.5-5.9 1.5-6.5 6.5-.6-5-1.6-6-6.5-6.5 4.9-.5 5.9-1.5 6.5-6.5z"
        fill="#e56665"
      />
    </svg>
  );
}
