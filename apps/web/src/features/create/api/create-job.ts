import { MESSAGES, type CarBody, type Chassis, type Finish } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export interface CreateJobBody {
  improvedPrompt: string;
  /** The user's own text. */
  prompt: string;
  carBody: CarBody;
  finish?: Finish;
  chassis?: Chassis;
  seed?: number | null;
  variationStrength?: number;
  parentJobId?: string;
  logo?: { name: string; size: number; mode: string; scale: number };
}

export interface CreateJobResponse {
  jobId: string;
  status: 'RUNNING';
}

/** POST /api/jobs → 202 {jobId}. Quota (402), plan gates (403) and rate limits (429) come back as ApiError. */
export async function createJob(body: CreateJobBody, signal?: AbortSignal): Promise<CreateJobResponse> {
  return api<CreateJobResponse>('/api/jobs', { body, signal, fallbackMessage: MESSAGES.create.generateFailed });
}
