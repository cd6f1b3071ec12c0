// Shown on clinician areas whose module is not built yet: says so plainly, shows no invented data.
export function NotBuilt({ title, what }: { title: string; what: string }) {
  return (
    <section>
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      <p className="max-w-prose text-slate-600">
        This area is not built yet. When it is, it will {what}. Nothing here is simulated in the meantime.
      </p>
    </section>
  );
}
