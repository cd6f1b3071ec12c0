// The API versions this deployment answers (core contract, "Versioning").
export const PLATFORM_NAME = "Laboratory Report Analysis Service";
export const LATEST_VERSION = "v12";
export const API_VERSIONS = ["v12", "v11", "v10", "v9", "v8", "v6-1", "v3", "v1", "icr-v1"];
