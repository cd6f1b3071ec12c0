// Which language model (if any) writes narrative, from the environment. No variable set = no model: the
// deterministic writer is complete on its own.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

export type ModelEnv = Readonly<Record<string, string | undefined>>;

/** Defaults when AI_MODEL is unset (small, inexpensive models that support structured output). */
export const DEFAULT_MODELS = { openai: "gpt-4o-mini", anthropic: "claude-3-5-haiku-latest" } as const;

/**
 * The configured model, or null when none is configured or its key is missing.
 *   AI_PROVIDER = openai | anthropic | openai-compatible
 *   AI_MODEL    = model id (required for openai-compatible)
 *   AI_BASE_URL = API base address (required for openai-compatible, optional otherwise)
 *   keys: OPENAI_API_KEY / ANTHROPIC_API_KEY, or AI_API_KEY for any provider
 */
export function modelFromEnv(env: ModelEnv = process.env): LanguageModel | null {
  const provider = env.AI_PROVIDER?.trim().toLowerCase();
  const baseURL = env.AI_BASE_URL?.trim() || undefined;
  const modelId = env.AI_MODEL?.trim() || undefined;
  switch (provider) {
    case "openai": {
      const apiKey = env.OPENAI_API_KEY || env.AI_API_KEY;
      return apiKey ? createOpenAI({ apiKey, baseURL })(modelId ?? DEFAULT_MODELS.openai) : null;
    }
    case "anthropic": {
      const apiKey = env.ANTHROPIC_API_KEY || env.AI_API_KEY;
      return apiKey ? createAnthropic({ apiKey, baseURL })(modelId ?? DEFAULT_MODELS.anthropic) : null;
    }
    case "openai-compatible":
      return baseURL && modelId
        ? createOpenAICompatible({ name: "openai-compatible", baseURL, apiKey: env.AI_API_KEY || undefined }).chatModel(modelId)
        : null;
    default:
      return null;
  }
}
