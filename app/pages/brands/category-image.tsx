import { Picture } from "#app/components/ui/picture.tsx";
import type { CategoryIcon } from "./category-pages.ts";
import { categoryObjects } from "./object-images.ts";

/**
 * A category's studio still-life beside its page's introduction: the page's largest paint on a
 * wide screen, drawn in a 4:3 box so that nothing moves when it arrives. On a phone it stands
 * above the words: the introduction can take a line more or less once the house faces replace
 * their stand-ins, and below it the image moved with it (a shift of 0.019).
 */
export function BrandCategoryImage({ icon, alt }: { icon: CategoryIcon; alt: string }) {
  return (
    <Picture
      art={categoryObjects[icon]}
      alt={alt}
      sizes="(min-width: 768px) 24rem, calc(100vw - 3rem)"
      priority
      className="order-first block overflow-hidden rounded-2xl md:order-none"
      imgClassName="aspect-[4/3] w-full object-cover"
    />
  );
}
