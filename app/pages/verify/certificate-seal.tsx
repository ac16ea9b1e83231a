/**
 * The house's seal beside an authentic verdict: a serrated foil disc in the house gold, a ring and
 * a laurel-like check at its heart. Drawn once as a path (48 teeth), never a green tick: colour on
 * this page belongs to the verdict's words.
 */
const teeth = 48;
const outline = Array.from({ length: teeth * 2 }, (_, index) => {
  const angle = (Math.PI * index) / teeth;
  const radius = index % 2 === 0 ? 50 : 45.5;
  return `${(50 + radius * Math.sin(angle)).toFixed(2)} ${(50 - radius * Math.cos(angle)).toFixed(2)}`;
});
const sealPath = `M${outline.join("L")}Z`;

export function CertificateSeal({ label, className }: { label: string; className?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 100 100" className={className} data-seal="">
      <path d={sealPath} fill="#8a6a1f" />
      <circle cx="50" cy="50" r="38" fill="#faf8f4" />
      <circle cx="50" cy="50" r="34" fill="none" stroke="#8a6a1f" strokeWidth="1.5" />
      <circle
        cx="50"
        cy="50"
        r="30.5"
        fill="none"
        stroke="#8a6a1f"
        strokeWidth="0.75"
        strokeDasharray="1.5 2"
      />
      <path
        d="M36 51.5 L46 61 L65 39"
        fill="none"
        stroke="#8a6a1f"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
