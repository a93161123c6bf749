/**
 * /api/workflow: runFunction and testFunction call a function by name; runWorkflow runs a workflow
 * (the emulator's workflows are its functions) and answers its result; startWorkflow starts one and
 * answers an instance id; iterateTask advances an instance (Started -> Completed).
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import { restoreTenant, snapshotTenant } from '../db/tenant.ts';
import type { Row } from '../query/types.ts';
import { FUNCTIONS } from '../workflows/functions.ts';
import { isRecord, record, str } from './body.ts';
import { EMULATOR_MESSAGES, HttpError, ok, type CallContext, type Reply } from './context.ts';

function paramsOf(body: Row): Row {
  return record(body, 'parameters', 'params', 'data', 'input') ?? {};
}

function functionOf(name: string | undefined) {
  const fn = name === undefined ? undefined : FUNCTIONS[name];
  if (fn === undefined) throw new HttpError(404, ERRORS.FUNCTION_NOT_FOUND);
  return fn;
}

function requireSignedIn(ctx: CallContext, name: string | undefined): void {
  // Password reset is the one function a signed-out visitor may call.
  if (ctx.actor.userId === undefined && name !== 'sendResetPasswordEmail')
    throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
}

export const workflowEndpoints: Record<string, (ctx: CallContext, body: Row) => Promise<Reply>> = {
  async runFunction(ctx, body) {
    const name = str(body, 'functionName', 'name', 'function_id', 'functionId');
    const fn = functionOf(name);
    requireSignedIn(ctx, name);
    const result = await fn(ctx, paramsOf(body));
    ctx.state.onChange(ctx.tenant.code);
    return { status: 200, body: result };
  },

  async testFunction(ctx, body) {
    const name = str(body, 'functionName', 'name', 'function_id', 'functionId');
    const fn = functionOf(name);
    requireSignedIn(ctx, name);
    // A test run must leave no trace: it runs against a copy of the tenant and the copy is dropped.
    const before = snapshotTenant(ctx.tenant);
    const mails = ctx.state.mailbox.length;
    try {
      const result = await fn(ctx, paramsOf(body));
      return ok({ result, logs: [`${String(name)} ran in test mode; no changes were kept`] });
    } finally {
      const restored = restoreTenant(before);
      Object.assign(ctx.tenant, restored);
      ctx.state.mailbox.splice(mails);
    }
  },

  async runWorkflow(ctx, body) {
    const id = str(body, 'workflow_id', 'workflowId', 'name');
    if (id === undefined) throw new HttpError(400, ERRORS.WORKFLOW_ID_REQUIRED);
    const fn = FUNCTIONS[id];
    if (fn === undefined) throw new HttpError(404, EMULATOR_MESSAGES.WORKFLOW_NOT_FOUND);
    requireSignedIn(ctx, id);
    const result = await fn(ctx, paramsOf(body));
    ctx.state.onChange(ctx.tenant.code);
    return ok({ result });
  },

  async startWorkflow(ctx, body) {
    const id = str(body, 'workflow_id', 'workflowId', 'name');
    if (id === undefined) throw new HttpError(400, ERRORS.WORKFLOW_ID_REQUIRED);
    if (FUNCTIONS[id] === undefined) throw new HttpError(404, EMULATOR_MESSAGES.WORKFLOW_NOT_FOUND);
    requireSignedIn(ctx, id);
    const now = new Date(ctx.now).toISOString();
    const instance = {
      id: ctx.db.random.uuid(),
      tenantCode: ctx.tenant.code,
      workflow_id: id,
      status: 'Started' as const,
      startDate: now,
      lastUpdateDate: now,
      data: paramsOf(body),
      result: null,
    };
    ctx.state.instances.set(instance.id, instance);
    return Promise.resolve(ok({ instanceId: instance.id, status: instance.status }));
  },

  async iterateTask(ctx, body) {
    const id = str(body, 'instanceId', 'taskId', 'workflowInstance_id', 'id');
    const instance = id === undefined ? undefined : ctx.state.instances.get(id);
    if (instance === undefined || instance.tenantCode !== ctx.tenant.code)
      throw new HttpError(404, EMULATOR_MESSAGES.TASK_NOT_FOUND);
    requireSignedIn(ctx, instance.workflow_id);
    if (instance.status === 'Started') {
      const fn = FUNCTIONS[instance.workflow_id];
      try {
        instance.result =
          fn === undefined ? null : await fn(ctx, isRecord(instance.data) ? instance.data : {});
        instance.status = 'Completed';
      } catch (error) {
        instance.status = 'Error';
        instance.result = { message: error instanceof Error ? error.message : String(error) };
      }
      instance.lastUpdateDate = new Date(ctx.now).toISOString();
      ctx.state.onChange(ctx.tenant.code);
    }
    return ok({
      instance: {
        id: instance.id,
        workflow_id: instance.workflow_id,
        status: instance.status,
        startDate: instance.startDate,
        lastUpdateDate: instance.lastUpdateDate,
        result: instance.result,
      },
    });
  },
};
