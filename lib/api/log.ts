// Structured logs: one JSON line per event. Request lines carry ids, endpoint, status and duration only;
// bodies, names and credentials are never logged (redaction below is a second line of defence).
import pino from "pino";

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: ["password", "*.password", "patient_name", "*.patient_name", "authorization", "*.authorization"],
    censor: "[redacted]",
  },
});

export type Logger = typeof log;
