/**
 * /api/workflow: runFunction `{ functionName, params }` answers `{ result }`; testFunction runs a known
 * function against a throw-away copy of the tenant and answers `{ result, logs }`; runWorkflow
 * `{ workflow_id, data }` runs a workflow to completion (`{ result, instance }`); startWorkflow answers
 * `{ instance }` at once (status Started); iterateTask `{ taskId }` moves it on (Completed or Error).
 * The emulator's workflows are its functions, by name.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import { restoreTenant, snapshotTenant } from '../db/tenant.ts';
import type { Row } from '../query/types.ts';
import type { WorkflowInstance } from '../state.ts';
import { FUNCTIONS, PUBLIC_FUNCTIONS } from '../workflows/functions.ts';
import { isRecord, record, str } from './body.ts';
import { EMULATOR_MESSAGES, HttpError, ok, type CallContext, type Reply } from './context.ts';

function paramsOf(body: Row): Row {
  return record(body, 'params', 'parameters', 'data', 'input') ?? {};
}

/** A function is named by its name or by the id of its GsbFunction record. */
function functionName(ctx: CallContext, body: Row): string | undefined {
  const key = str(body, 'functionName', 'name', 'function_id', 'functionId');
  if (key === undefined || FUNCTIONS[key] !== undefined) return key;
  const record = ctx.db.row(ctx.tenant, 'GsbFunction', key);
  return typeof record?.name === 'string' ? record.name : key;
}

function functionOf(name: string | undefined) {
  const fn = name === undefined ? undefined : FUNCTIONS[name];
  if (fn === undefined) throw new HttpError(404, ERRORS.FUNCTION_NOT_FOUND);
  return fn;
}

function requireSignedIn(ctx: CallContext, name: string | undefined): void {
  // Password reset, an invite's preview and referralOps (its recordVisit) are what a signed-out visitor may call.
  if (ctx.actor.userId === undefined && (name === undefined || !PUBLIC_FUNCTIONS.has(name))) {
    throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  }
}

function instanceAnswer(instance: WorkflowInstance): Row {
  return {
    id: instance.id,
    workflow_id: instance.workflow_id,
    status: instance.status,
    startDate: instance.startDate,
    lastUpdateDate: instance.lastUpdateDate,
    result: instance.result,
  };
}

async function advance(ctx: CallContext, instance: WorkflowInstance): Promise<void> {
  if (instance.status !== 'Started') return;
  const fn = FUNCTIONS[instance.workflow_id];
  try {
    instance.result = fn === undefined ? null : await fn(ctx, isRecord(instance.data) ? instance.data : {});
    instance.status = 'Completed';
  } catch (error) {
    instance.status = 'Error';
    instance.result = { message: error instanceof Error ? error.message : String(error) };
  }
  instance.lastUpdateDate = new Date(ctx.now).toISOString();
  ctx.state.onChange(ctx.tenant.code);
}

function startInstance(ctx: CallContext, body: Row): WorkflowInstance {
  const id = str(body, 'workflow_id', 'workflowId', 'name');
  if (id === undefined) throw new HttpError(400, ERRORS.WORKFLOW_ID_REQUIRED);
  if (FUNCTIONS[id] === undefined) throw new HttpError(404, EMULATOR_MESSAGES.WORKFLOW_NOT_FOUND);
  requireSignedIn(ctx, id);
  const now = new Date(ctx.now).toISOString();
  const instance: WorkflowInstance = {
    id: ctx.db.random.uuid(),
    tenantCode: ctx.tenant.code,
    workflow_id: id,
    status: 'Started',
    startDate: now,
    lastUpdateDate: now,
    data: paramsOf(body),
    result: null,
  };
  ctx.state.instances.set(instance.id, instance);
  return instance;
}

export const workflowEndpoints = {
  async runFunction(ctx, body) {
    const name = functionName(ctx, body);
    const fn = functionOf(name);
    requireSignedIn(ctx, name);
    const result = await fn(ctx, paramsOf(body));
    ctx.state.onChange(ctx.tenant.code);
    return ok({ result });
  },

  async testFunction(ctx, body) {
    const name = functionName(ctx, body);
    if (name === undefined || FUNCTIONS[name] === undefined) {
      // Unsaved code is not executed: the emulator has no sandbox for arbitrary scripts.
      if (typeof body.code === 'string') {
        return ok({
          result: null,
          logs: ['The emulator does not execute function code; pass functionId of a known function.'],
        });
      }
      throw new HttpError(404, ERRORS.FUNCTION_NOT_FOUND);
    }
    const fn = functionOf(name);
    requireSignedIn(ctx, name);
    // A test run must leave no trace: it runs against the tenant and the tenant is restored afterwards.
    const before = snapshotTenant(ctx.tenant);
    const mails = ctx.state.mailbox.length;
    try {
      const result = await fn(ctx, paramsOf(body));
      return ok({ result, logs: [`${name} ran in test mode; no changes were kept`] });
    } finally {
      Object.assign(ctx.tenant, restoreTenant(before));
      ctx.state.mailbox.splice(mails);
    }
  },

  async runWorkflow(ctx, body) {
    const instance = startInstance(ctx, body);
    await advance(ctx, instance);
    if (instance.status === 'Error') {
      const result = instance.result;
      throw isRecord(result) && typeof result.message === 'string' && result.message.length > 0
        ? new HttpError(400, result.message)
        : new HttpError(500, EMULATOR_MESSAGES.EMULATED_FAILURE);
    }
    return ok({ result: instance.result, instance: instanceAnswer(instance) });
  },

  startWorkflow(ctx, body) {
    return Promise.resolve(ok({ instance: instanceAnswer(startInstance(ctx, body)) }));
  },

  async iterateTask(ctx, body) {
    const id = str(body, 'taskId', 'instanceId', 'workflowInstance_id', 'id');
    const instance = id === undefined ? undefined : ctx.state.instances.get(id);
    if (instance === undefined || instance.tenantCode !== ctx.tenant.code) {
      throw new HttpError(404, EMULATOR_MESSAGES.TASK_NOT_FOUND);
    }
    requireSignedIn(ctx, instance.workflow_id);
    await advance(ctx, instance);
    return ok({ instance: instanceAnswer(instance) });
  },
} satisfies Record<string, (ctx: CallContext, body: Row) => Promise<Reply>>;
