"use client";
// Sends a request to this server from the reference page. Credentials typed here go only to this
// server, in the request body, exactly as an integrator would send them.
import { useState } from "react";

export function TryIt({ method, path, bodyType }: { method: string; path: string; bodyType?: string }) {
  const [body, setBody] = useState('{\n  "username": "demo",\n  "password": ""\n}');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    try {
      let init: RequestInit = { method: method.toUpperCase() };
      if (bodyType === "application/json") init = { ...init, headers: { "content-type": "application/json" }, body };
      if (bodyType === "multipart/form-data") {
        const form = new FormData();
        try {
          for (const [k, v] of Object.entries(JSON.parse(body) as Record<string, unknown>)) form.append(k, String(v));
        } catch {
          /* fields are optional in the form; the server explains what is missing */
        }
        if (file) form.append("file", file);
        init = { ...init, body: form };
      }
      const res = await fetch(path, init);
      setResult(`${res.status} ${res.statusText}\n${JSON.stringify(await res.json(), null, 2)}`);
    } catch (e) {
      setResult(`Request failed: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (path.includes("{")) return null;
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <h3 className="mb-2 font-medium">Try it</h3>
      {bodyType && (
        <textarea aria-label="Request fields (JSON)" value={body} onChange={(e) => setBody(e.target.value)} rows={5} className="w-full rounded border border-slate-300 p-2 font-mono text-xs" />
      )}
      {bodyType === "multipart/form-data" && <input type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="mt-2 block text-xs" />}
      <button type="button" onClick={() => void send()} disabled={busy} className="mt-2 rounded bg-brand-600 px-3 py-1 text-white disabled:opacity-60">
        {busy ? "Sending…" : "Send"}
      </button>
      {result && <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{result}</pre>}
    </div>
  );
}
