// GET /api/jobs/{id} — status and result of an asynchronous job (POST: the same with body credentials)
import { endpoint } from "@/lib/api/endpoint";
import { jobStatusGet, jobStatusPost } from "@/lib/jobs/endpoints";

export const GET = endpoint(jobStatusGet);
export const POST = endpoint(jobStatusPost);
