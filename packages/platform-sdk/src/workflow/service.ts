import { PlatformError, PlatformHttpError } from '../errors.ts';
import type { GsbFunction, GsbWorkflowInstance } from '../types/entities.ts';
import type { CallOptions, HttpClient } from '../transport/http.ts';

/** `POST /api/workflow/runFunction`: `{ functionName, params }` → `{ result }` (404 when no such function). */
export interface RunFunctionRequest {
  functionName: string;
  params?: Record<string, unknown>;
}
export interface RunFunctionResponse<T> {
  result: T;
}

/** `POST /api/workflow/testFunction`: runs unsaved `code` → `{ result, logs }`. */
export interface TestFunctionRequest {
  functionId?: string;
  code: string;
  params?: Record<string, unknown>;
}
export interface TestFunctionResponse<T = unknown> {
  result: T;
  logs?: string[];
}

/** `POST /api/workflow/runWorkflow` and `/startWorkflow`: `{ workflow_id, data }`. */
export interface WorkflowRequest {
  workflow_id: string;
  data?: Record<string, unknown>;
}
/** Answer of `runWorkflow` (runs to completion): `{ result, instance? }`. */
export interface RunWorkflowResponse<T = unknown> {
  result: T;
  instance?: GsbWorkflowInstance;
}
/** Answer of `startWorkflow` (returns at once): `{ instance }`. */
export interface StartWorkflowResponse {
  instance: GsbWorkflowInstance;
}

/** `POST /api/workflow/iterateTask`: `{ taskId, data? }` → `{ instance }` (moves a waiting task on). */
export interface IterateTaskRequest {
  taskId: string;
  data?: Record<string, unknown>;
}

/** Saves a platform record (used for function updates). */
export type EntitySaver = (entityName: string, entity: object) => Promise<{ id: string }>;

/** Workflow functions and workflows (spec section 7). */
export class WorkflowService {
  constructor(
    private readonly http: HttpClient,
    private readonly saveEntity: EntitySaver,
  ) {}

  /**
   * Runs a server function and returns its result; an unknown function throws "Function not found".
   * `options.signal` aborts the call (it rejects with the fetch's `AbortError`).
   */
  async runFunction<T = unknown>(
    functionName: string,
    params: Record<string, unknown> = {},
    options: CallOptions = {},
  ): Promise<T> {
    try {
      const answer = await this.http.post<RunFunctionResponse<T>>(
        '/api/workflow/runFunction',
        { functionName, params } satisfies RunFunctionRequest,
        options,
      );
      return answer.result;
    } catch (error) {
      if (error instanceof PlatformHttpError && error.status === 404) {
        throw new PlatformError('FUNCTION_NOT_FOUND', { cause: error, details: { functionName } });
      }
      throw error;
    }
  }

  async testFunction<T = unknown>(request: TestFunctionRequest): Promise<TestFunctionResponse<T>> {
    return this.http.post('/api/workflow/testFunction', request);
  }

  async runWorkflow<T = unknown>(request: WorkflowRequest): Promise<RunWorkflowResponse<T>> {
    if (!request.workflow_id) throw new PlatformError('WORKFLOW_ID_REQUIRED');
    return this.http.post('/api/workflow/runWorkflow', { data: {}, ...request });
  }

  async startWorkflow(request: WorkflowRequest): Promise<StartWorkflowResponse> {
    if (!request.workflow_id) throw new PlatformError('WORKFLOW_ID_REQUIRED');
    return this.http.post('/api/workflow/startWorkflow', { data: {}, ...request });
  }

  async iterateTask(request: IterateTaskRequest): Promise<StartWorkflowResponse> {
    return this.http.post('/api/workflow/iterateTask', request);
  }

  /** Updates an existing function record; an id is required ("Function ID is required for updates"). */
  async updateFunction(fn: Partial<GsbFunction>): Promise<{ id: string }> {
    if (!fn.id) throw new PlatformError('FUNCTION_ID_REQUIRED');
    return this.saveEntity('GsbFunction', fn);
  }
}
