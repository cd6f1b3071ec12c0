"use client";
// A small OpenAPI renderer: endpoints grouped by tag, request and response schemas, error codes, and a
// "try it" panel that sends a request from the browser to this server.
import { useMemo, useState } from "react";
import { SchemaView } from "./schema-view";
import { TryIt } from "./try-it";

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Json;
}

export function ApiReference({ spec }: { spec: Json }) {
  const [filter, setFilter] = useState("");
  const operations = useMemo(() => {
    const out: Operation[] = [];
    for (const [path, methods] of Object.entries(spec.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(methods)) out.push({ method, path, op });
    }
    return out;
  }, [spec]);
  const visible = operations.filter((o) => `${o.method} ${o.path} ${String(o.op.summary)}`.toLowerCase().includes(filter.toLowerCase()));
  const tags = [...new Set(visible.map((o) => (o.op.tags as string[])[0] ?? "Other"))];
  const info = spec.info as { title: string; description: string; version: string };
  const codes = spec["x-error-codes"] as { code: string; http: number; message: string }[];

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">{info.title}</h1>
        <p className="mt-2 max-w-prose text-slate-600">{info.description}</p>
        <p className="mt-2 text-sm">
          Machine-readable: <a className="underline" href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1)
        </p>
        <input
          type="search"
          placeholder="Filter endpoints"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mt-4 w-full rounded-md border border-slate-300 px-3 py-2"
          aria-label="Filter endpoints"
        />
      </header>
      {tags.map((tag) => (
        <section key={tag}>
          <h2 className="mb-3 text-lg font-semibold">{tag}</h2>
          <div className="space-y-2">
            {visible.filter((o) => ((o.op.tags as string[])[0] ?? "Other") === tag).map((o) => (
              <OperationCard key={`${o.method} ${o.path}`} {...o} />
            ))}
          </div>
        </section>
      ))}
      <section>
        <h2 className="mb-3 text-lg font-semibold">Error codes</h2>
        <table className="w-full text-sm">
          <tbody>
            {codes.map((c) => (
              <tr key={c.code} className="border-t border-slate-200">
                <td className="py-1 pr-4 font-mono">{c.code}</td>
                <td className="py-1 pr-4">{c.http}</td>
                <td className="py-1">{c.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-800",
  delete: "bg-red-100 text-red-800",
};

function OperationCard({ method, path, op }: Operation) {
  const [open, setOpen] = useState(false);
  const body = (op.requestBody as { content: Record<string, { schema: Json }> } | undefined)?.content;
  const bodyType = body ? Object.keys(body)[0] : undefined;
  const ok = (op.responses as Record<string, { content?: Record<string, { schema: Json }> }>)["200"]?.content?.["application/json"]?.schema;
  return (
    <article className="rounded-lg border border-slate-200 bg-white" data-testid="operation">
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open} className="flex w-full items-center gap-3 px-4 py-3 text-left">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${METHOD_COLOURS[method] ?? ""}`}>{method}</span>
        <span className={`font-mono text-sm ${op.deprecated ? "line-through" : ""}`}>{path}</span>
        <span className="ml-auto text-sm text-slate-500">{String(op.summary)}</span>
      </button>
      {open && (
        <div className="space-y-4 border-t border-slate-100 px-4 py-4 text-sm">
          <p className="whitespace-pre-line text-slate-700">{String(op.description ?? "")}</p>
          {body && bodyType && (
            <div>
              <h3 className="mb-1 font-medium">Request body ({bodyType})</h3>
              <SchemaView schema={body[bodyType]!.schema} />
            </div>
          )}
          {ok && (
            <div>
              <h3 className="mb-1 font-medium">Success response</h3>
              <SchemaView schema={ok} />
            </div>
          )}
          <TryIt method={method} path={path} bodyType={bodyType} />
        </div>
      )}
    </article>
  );
}
