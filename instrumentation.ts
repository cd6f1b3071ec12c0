// Runs once when the server starts: opens (and migrates) the database and, on an empty embedded
// database, creates the demo account. Doing it here means the first request does not pay for it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { bootstrapServer } = await import("@/lib/server/bootstrap");
  await bootstrapServer();
}
