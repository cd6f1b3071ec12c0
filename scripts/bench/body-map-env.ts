// Environment of the body-map benchmark, set before any module reads it (imported first).
process.env.AUTH_SECRET ??= "bench-secret";
process.env.LOG_LEVEL ??= "warn";
// The benchmark measures the work, not the rate limiter.
process.env.RATE_LIMIT_PER_MINUTE = "0";
