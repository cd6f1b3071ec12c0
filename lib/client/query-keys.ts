// TanStack Query keys, one factory per feature, so invalidation targets are named in one place.
export const queryKeys = {
  account: {
    all: ["account"] as const,
    quota: () => [...queryKeys.account.all, "quota"] as const,
    ledger: (page: number) => [...queryKeys.account.all, "ledger", page] as const,
  },
  patients: {
    all: ["patients"] as const,
    list: (search: string) => [...queryKeys.patients.all, "list", search] as const,
    reports: (patientId: string) => [...queryKeys.patients.all, patientId, "reports"] as const,
  },
  reports: {
    all: ["reports"] as const,
    detail: (reportId: string) => [...queryKeys.reports.all, reportId] as const,
  },
  familyHealth: {
    all: ["family-health"] as const,
    tree: (patientId: string) => [...queryKeys.familyHealth.all, "tree", patientId] as const,
  },
  dna: {
    all: ["dna"] as const,
    job: (jobId: string) => [...queryKeys.dna.all, "job", jobId] as const,
  },
  supplements: {
    all: ["supplements"] as const,
    settings: () => [...queryKeys.supplements.all, "settings"] as const,
  },
  review: {
    all: ["review"] as const,
    analytes: (q: string) => [...queryKeys.review.all, "analytes", q] as const,
  },
};
