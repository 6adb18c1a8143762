/** The Escaparate wordmark: a shop-window house mark and the name, drawn as SVG. */
export function Logo({
  className = 'h-8 w-auto',
  variant = 'color',
}: {
  className?: string;
  variant?: 'color' | 'white';
}) {
  const mark = variant === 'white' ? '#ffffff' : '#e56665';
  const text = variant === 'white' ? '#ffffff' : '#1a1a1a';
  const inner = variant === 'white' ? '#e56665' : '#ffffff';
  return (
    <svg className={className} viewBox="0 0 168 32" role="img" aria-label="Escaparate">
      <rect width="32" height="32" rx="7" fill={mark} />
      <path d="M7 25V11l9-5 9 5v14h-6v-7h-6v7z" fill={inner} />
      <text
        x="40"
        y="23"
        fill={text}
        fontFamily="Inter, system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        letterSpacing="-0.3"
      >
        Escaparate
      </text>
    </svg>
  );
}
