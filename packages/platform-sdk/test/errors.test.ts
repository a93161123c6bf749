import { describe, expect, it } from 'vitest';
import { ERRORS, PlatformError, PlatformHttpError, formatMessage, isPlatformError } from '../src/index.ts';

describe('error catalogue', () => {
  it('keeps the exact messages of the spec', () => {
    expect(ERRORS.ENTITY_ID_REQUIRED).toBe('Entity id is required');
    expect(ERRORS.BULK_NO_RESULTS).toBe('Bulk operation failed: No results returned');
    expect(ERRORS.BULK_NO_RESULT_FOR_REQUEST).toBe('No result found for request ID');
    expect(ERRORS.TOKEN_REFRESH_INVALID_RESPONSE).toBe('Token refresh failed: Invalid response');
    expect(ERRORS.AUTH_INVALID_TOKEN_RESPONSE).toBe('Authentication failed: Invalid token response');
    expect(ERRORS.PUSH_USER_MISMATCH).toBe('User ID in payload does not match authenticated user.');
    expect(ERRORS.USER_EMAIL_REQUIRED).toBe('User email is required for subscription');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage(ERRORS.PROPERTY_DEFINITION_NOT_FOUND, { property: 'title' })).toBe(
      'Property definition not found for title',
    );
    expect(formatMessage('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}');
  });

  it('PlatformError carries a stable code, the catalogue message and details', () => {
    const error = new PlatformError('OAUTH_FAILED', { params: { provider: 'github' }, details: { a: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('OAUTH_FAILED');
    expect(error.message).toBe('Failed to authenticate with github');
    expect(error.details).toEqual({ a: 1 });
    expect(isPlatformError(error)).toBe(true);
    expect(isPlatformError(error, 'OAUTH_FAILED')).toBe(true);
    expect(isPlatformError(error, 'LOGIN_FAILED')).toBe(false);
    expect(isPlatformError(new Error('x'))).toBe(false);
    expect(new PlatformError('LOGIN_FAILED', { message: 'bad password' }).message).toBe('bad password');
  });

  it('PlatformHttpError keeps the response, its status and body text', async () => {
    const response = new Response('boom', { status: 503 });
    const error = await PlatformHttpError.fromResponse(response);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.response).toBe(response);
    expect(error.status).toBe(503);
    expect(error.bodyText).toBe('boom');
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.message).toBe('Request failed with status 503');
  });

  it('PlatformHttpError survives an unreadable body', async () => {
    const response = new Response('used', { status: 500 });
    await response.text();
    const error = await PlatformHttpError.fromResponse(response);
    expect(error.bodyText).toBe('');
    expect(error.status).toBe(500);
  });
});
