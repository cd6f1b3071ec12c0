// An error in plain words (title + the server's explanation), announced to screen readers.
import { describeError } from "./error-text";

export function ErrorAlert({ error, context = "upload" }: { error: unknown; context?: "upload" | "other" }) {
  const { title, detail } = describeError(error, context);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-medium">{title}</p>
      {detail && <p className="mt-1">{detail}</p>}
    </div>
  );
}
