import { MESSAGES, type CreateJobResponse, type GenerateRequestBody } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/jobs → 202 {jobId}. Quota (402), plan gates (403) and rate limits (429) come back as ApiError. */
export async function createJob(body: GenerateRequestBody, signal?: AbortSignal): Promise<CreateJobResponse> {
  return api<CreateJobResponse>('/api/jobs', { body, signal, fallbackMessage: MESSAGES.create.generateFailed });
}
