// Any /api path that no route matches: a JSON error (RES_4004), never Next's HTML 404 page.
import { unknownApiPath } from "@/lib/api/unknown-path";

export const GET = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
