import type { CategoryIcon } from "./category-pages.ts";

const paths: Record<CategoryIcon, string[]> = {
  watch: [
    "M12 9v3l1.5 1.5",
    "M16.5 5.7 16 2H8l-.5 3.7",
    "M7.5 18.3 8 22h8l.5-3.7",
    "M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z",
  ],
  handbag: ["M3.5 8h17l-1.5 13h-14Z", "M8 8V6a4 4 0 0 1 8 0v2"],
  gem: ["M6 3h12l4 6-10 12L2 9Z", "M2 9h20", "m12 21-4-12 4-6 4 6Z"],
};

/** A category's line icon (hand-drawn SVG, no icon library), decorative. */
export function BrandCategoryIcon({ icon, className }: { icon: CategoryIcon; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={icon}
    >
      {paths[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
