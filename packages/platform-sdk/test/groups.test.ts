import { describe, expect, it } from 'vitest';
import { EmotionLevel, GroupOp } from '../src/index.ts';
import { makeClient } from './helpers.ts';

describe('GroupService', () => {
  it('sends each change as a groupOps operation and returns its record', async () => {
    const { client, calls } = makeClient((request) => {
      const params = request.body.params as Record<string, unknown>;
      if (params.op === GroupOp.CreateGroup)
        return { success: true, result: { success: true, group: { id: 'g1', name: params.name } } };
      if (params.op === GroupOp.React) return { success: true, result: { success: true, reacted: true } };
      return { success: true, result: { success: true } };
    });
    const group = await client.groups.createGroup({ name: 'Circle', color: '#0ea5e9' });
    expect(group).toEqual({ id: 'g1', name: 'Circle' });
    expect(await client.groups.react('r1', 'support')).toBe(true);
    await client.groups.removeMember('g1', 'u2');
    expect(calls.map((c) => c.body.functionName)).toEqual(['groupOps', 'groupOps', 'groupOps']);
    expect(calls.map((c) => c.body.params)).toEqual([
      { op: 'createGroup', name: 'Circle', color: '#0ea5e9' },
      { op: 'react', groupReflectionId: 'r1', reaction: 'support' },
      { op: 'removeMember', groupId: 'g1', userId: 'u2' },
    ]);
    client.dispose();
  });

  it('tells why a code cannot be used, without throwing, and previews through groupInvitePreview', async () => {
    const { client, calls } = makeClient((request) =>
      request.body.functionName === 'groupInvitePreview'
        ? {
            success: true,
            result: {
              success: true,
              status: 'expired',
              alreadyMember: false,
              group: { id: null, name: 'C', description: '', color: null, memberCount: 3 },
              inviterName: 'James',
            },
          }
        : { success: true, result: { success: false, status: 'usedUp' } },
    );
    expect(await client.groups.joinByCode('abc')).toEqual({ status: 'usedUp' });
    expect(await client.groups.previewInvite('abc')).toMatchObject({
      status: 'expired',
      inviterName: 'James',
    });
    expect(calls[1]?.body).toMatchObject({ functionName: 'groupInvitePreview', params: { code: 'abc' } });
    client.dispose();
  });

  it('covers every operation with its parameters', async () => {
    const { client, calls } = makeClient((request) => {
      if (request.body.functionName === 'groupInvitePreview')
        return { success: true, result: { success: true, status: 'unknown' } };
      const params = request.body.params as Record<string, unknown>;
      const result: Record<string, unknown> = {
        success: true,
        group: { id: 'g1' },
        member: { id: 'm1' },
        invite: { id: 'i1' },
        groupReflection: { id: 's1' },
        response: { id: 'x1' },
      };
      if (params.op === GroupOp.JoinByCode)
        Object.assign(result, { status: 'joined', groupId: 'g1', alreadyMember: true });
      if (params.op === GroupOp.LeaveGroup) result.groupDeleted = true;
      return { success: true, result };
    });
    const g = client.groups;
    expect(await g.updateGroup('g1', { name: 'New' })).toEqual({ id: 'g1' });
    await g.deleteGroup('g1');
    expect(await g.leaveGroup('g1')).toEqual({ groupDeleted: true });
    expect(await g.setRole('g1', 'u2', 'moderator')).toEqual({ id: 'm1' });
    expect(await g.createInvite({ groupId: 'g1', expiresIn: '7d', maxUses: 5 })).toEqual({ id: 'i1' });
    expect(await g.inviteByEmail('g1', 'a@example.com', '1d')).toEqual({ id: 'i1' });
    expect(await g.revokeInvite('i1')).toEqual({ id: 'i1' });
    expect(await g.joinByCode('c')).toEqual({ status: 'joined', groupId: 'g1', alreadyMember: true });
    expect(await g.previewInvite('c')).toEqual({ status: 'unknown' });
    expect(await g.shareReflection({ groupId: 'g1', reflectionId: 'r1', parts: ['emotions'] })).toEqual({
      id: 's1',
    });
    expect(
      await g.postReflection({
        groupId: 'g1',
        title: 'A hard evening',
        emotions: [{ emotionId: 'e1', level: EmotionLevel.High }],
        thoughts: 'Said out loud',
      }),
    ).toEqual({ id: 's1' });
    await g.unshareReflection('s1');
    expect(await g.respond('s1', 'Thanks')).toEqual({ id: 'x1' });
    await g.removeResponse('x1');
    await g.reportResponse('x1');
    expect(
      calls.find((c) => (c.body.params as Record<string, unknown>).op === 'postReflection')?.body.params,
    ).toEqual({
      op: 'postReflection',
      groupId: 'g1',
      title: 'A hard evening',
      emotions: [{ emotionId: 'e1', level: 4 }],
      thoughts: 'Said out loud',
    });
    expect(calls.map((c) => (c.body.params as Record<string, unknown>).op)).toEqual([
      'updateGroup',
      'deleteGroup',
      'leaveGroup',
      'setRole',
      'createInvite',
      'inviteByEmail',
      'revokeInvite',
      'joinByCode',
      undefined,
      'shareReflection',
      'postReflection',
      'unshareReflection',
      'respond',
      'removeResponse',
      'reportResponse',
    ]);
    client.dispose();
  });
});
