/** Placeholder while the page is built: replaced in this session. */
export default function BenefitsPage() {
  return (
    <div className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-serif text-3xl">Benefits (being built)</h1>
    </div>
  );
}
