/** The brand mark: a stylised seal; decorative, the brand name beside it carries the meaning. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} width="32" height="32">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path
        d="M21.5 11.2A7 7 0 1 0 21.5 20.8"
        fill="none"
        stroke="#d9b75f"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="22.5" cy="16" r="1.8" fill="#d9b75f" />
    </svg>
  );
}
