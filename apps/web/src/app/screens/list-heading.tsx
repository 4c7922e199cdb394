export function ListHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">{title}</h1>
      <p className="mt-1 text-sm text-zinc-600">{description}</p>
    </div>
  );
}
