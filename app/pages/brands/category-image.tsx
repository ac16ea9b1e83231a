import { Picture } from "#app/components/ui/picture.tsx";
import type { CategoryIcon } from "./category-pages.ts";
import { categoryObjects } from "./object-images.ts";

/**
 * A category's studio still-life beside its page's introduction: the page's largest paint on a
 * wide screen, drawn in a 4:3 box so that nothing moves when it arrives.
 */
export function BrandCategoryImage({ icon, alt }: { icon: CategoryIcon; alt: string }) {
  return (
    <Picture
      art={categoryObjects[icon]}
      alt={alt}
      sizes="(min-width: 768px) 24rem, calc(100vw - 3rem)"
      priority
      className="block overflow-hidden rounded-2xl"
      imgClassName="aspect-[4/3] w-full object-cover"
    />
  );
}
