// Answer for /api paths that do not exist, in the contract's error envelope.
import { errorResponse } from "./envelope";
import { LATEST_VERSION } from "@/lib/modules/utility/versions";

export async function unknownApiPath(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  return errorResponse("RES_4004", LATEST_VERSION, {
    details: `${req.method} ${pathname.slice(0, 200)} is not an endpoint of this API. See /docs for the list.`,
  });
}
