"use client";
// Renders a JSON Schema as a nested field list (name, type, required, description).
type Json = Record<string, unknown>;

function typeLabel(s: Json): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).length > 8 ? `enum (${(s.enum as unknown[]).length} values)` : (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (s.type === "array") return `array of ${typeLabel((s.items as Json) ?? {})}`;
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).map(typeLabel).join(" | ");
  if (Array.isArray(s.type)) return (s.type as string[]).join(" | ");
  return typeof s.type === "string" ? s.type : "any";
}

export function SchemaView({ schema, depth = 0 }: { schema: Json; depth?: number }) {
  const props = schema.properties as Record<string, Json> | undefined;
  const itemProps = schema.type === "array" ? ((schema.items as Json | undefined)?.properties as Record<string, Json> | undefined) : undefined;
  const fields = props ?? itemProps;
  if (!fields || depth > 6) return <span className="font-mono text-xs text-slate-500">{typeLabel(schema)}</span>;
  const required = new Set(((props ? schema.required : (schema.items as Json).required) as string[] | undefined) ?? []);
  return (
    <ul className={`space-y-1 ${depth ? "ml-4 border-l border-slate-200 pl-3" : ""}`}>
      {Object.entries(fields).map(([name, s]) => (
        <li key={name}>
          <span className="font-mono text-xs font-semibold">{name}</span>{" "}
          <span className="font-mono text-xs text-slate-500">{typeLabel(s)}</span>
          {required.has(name) && <span className="ml-1 text-xs text-red-700">required</span>}
          {typeof s.description === "string" && <span className="ml-2 text-xs text-slate-600">{s.description}</span>}
          {Boolean(s.properties ?? (s.type === "array" && (s.items as Json | undefined)?.properties)) && <SchemaView schema={s} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}
