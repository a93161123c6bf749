import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  isUuid,
  propertyKind,
  validateEmail,
  validateEntityDefinition,
  validatePassword,
  validatePropertyName,
} from '../src/index.ts';

const REF_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const prop = { name: 'title', definition_id: 'def-text' };

describe('validatePropertyName', () => {
  it.each(['a', 'Title', 'client_id', 'x1_2'])('accepts %s', (name) => {
    expect(validatePropertyName(name)).toEqual({ valid: true, errors: [] });
  });

  it.each(['1abc', '_x', 'with space', 'dash-ed', 'çay', 'a.b'])(
    'rejects %s with the spec message',
    (name) => {
      const { valid, errors } = validatePropertyName(name);
      expect(valid).toBe(false);
      expect(errors[0]?.message).toBe(
        'Entity name must start with a letter and contain only alphanumeric characters or underscores',
      );
    },
  );

  it('reports an empty name as required', () => {
    expect(validatePropertyName('').errors[0]?.code).toBe('PROPERTY_NAME_REQUIRED');
    expect(validatePropertyName(undefined).errors[0]?.message).toBe(ERRORS.PROPERTY_NAME_REQUIRED);
  });

  it('property: accepts exactly the names matching letter + [letters, digits, _]*', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (name) => {
        const expected = /^[A-Za-z][A-Za-z0-9_]*$/.test(name);
        expect(validatePropertyName(name).valid).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: every generated identifier is valid', () => {
    const identifier = fc
      .tuple(fc.constantFrom('a', 'b', 'c', 'X', 'Y', 'Z'), fc.stringMatching(/^[A-Za-z0-9_]{0,30}$/))
      .map(([head, tail]) => head + tail);
    fc.assert(
      fc.property(identifier, (name) => validatePropertyName(name).valid),
      { numRuns: 1000 },
    );
  });
});

describe('validateEntityDefinition', () => {
  it('needs a definition', () => {
    expect(validateEntityDefinition(null).errors[0]?.message).toBe('Entity definition is required');
  });

  it('needs a name and at least one property; title defaults to the name', () => {
    expect(validateEntityDefinition({ properties: [prop] }).errors.map((e) => e.code)).toEqual([
      'ENTITY_NAME_REQUIRED',
    ]);
    expect(validateEntityDefinition({ name: 'Mood' }).errors.map((e) => e.code)).toEqual([
      'PROPERTIES_REQUIRED',
    ]);
    const ok = validateEntityDefinition({ name: 'Mood', properties: [prop] });
    expect(ok.valid).toBe(true);
    expect(ok.value?.title).toBe('Mood');
    expect(validateEntityDefinition({ name: 'Mood', title: 'Moods', properties: [prop] }).value?.title).toBe(
      'Moods',
    );
  });

  it('rejects a malformed entity name', () => {
    const { errors } = validateEntityDefinition({ name: '9lives', properties: [prop] });
    expect(errors).toEqual([{ code: 'INVALID_NAME', message: ERRORS.INVALID_NAME, path: 'name' }]);
  });

  it('checks each property: name and definition_id', () => {
    const { errors } = validateEntityDefinition({ name: 'Mood', properties: [{ name: 'bad name' }] });
    expect(errors.map((e) => [e.code, e.path])).toEqual([
      ['INVALID_NAME', 'properties[0].name'],
      ['PROPERTY_DEFINITION_ID_REQUIRED', 'properties[0].definition_id'],
    ]);
  });

  it('a reference needs a UUID refEntDef_id and refEntPropName', () => {
    const bad = validateEntityDefinition({
      name: 'Mood',
      properties: [{ ...prop, dataType: 'reference', refEntDef_id: 'not-a-uuid' }],
    });
    expect(bad.errors.map((e) => e.code)).toEqual(['REF_ENTITY_ID_INVALID', 'REF_PROP_NAME_REQUIRED']);
    const implicit = validateEntityDefinition({
      name: 'Mood',
      properties: [{ ...prop, refEntPropName: 'x' }],
    });
    expect(implicit.errors.map((e) => e.code)).toEqual(['REF_ENTITY_ID_INVALID']);
    const good = validateEntityDefinition({
      name: 'Mood',
      properties: [{ ...prop, refEntDef_id: REF_ID, refEntPropName: 'moods' }],
    });
    expect(good.valid).toBe(true);
  });

  it('an enum property needs enum_id', () => {
    const bad = validateEntityDefinition({ name: 'Mood', properties: [{ ...prop, dataType: 'enum' }] });
    expect(bad.errors.map((e) => e.code)).toEqual(['ENUM_ID_REQUIRED']);
    expect(
      validateEntityDefinition({ name: 'Mood', properties: [{ ...prop, dataType: 'enum', enum_id: 'e1' }] })
        .valid,
    ).toBe(true);
  });

  it('entity and table names must be unique (case-insensitive)', () => {
    const { errors } = validateEntityDefinition(
      { name: 'Mood', dbTableName: 'moods', properties: [prop] },
      { existingEntityNames: ['mood'], existingTableNames: ['MOODS'] },
    );
    expect(errors.map((e) => e.message)).toEqual([
      'Entity name is already taken',
      'Database table name is already taken',
    ]);
  });

  it('propertyKind follows dataType, then ref fields', () => {
    expect(propertyKind({ name: 'a', dataType: 'text', refType: 1 })).toBe('value');
    expect(propertyKind({ name: 'a', refType: 1 })).toBe('reference');
    expect(propertyKind({ name: 'a' })).toBe('value');
  });

  it('property: a definition is valid iff its name and every property name are valid', () => {
    const name = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(name, fc.array(name, { minLength: 1, maxLength: 5 }), (entityName, propNames) => {
        const outcome = validateEntityDefinition({
          name: entityName,
          properties: propNames.map((n) => ({ name: n, definition_id: 'd' })),
        });
        const ok = (s: string) => /^[A-Za-z][A-Za-z0-9_]*$/.test(s);
        expect(outcome.valid).toBe(ok(entityName) && propNames.every(ok));
        if (outcome.valid) expect(outcome.value?.title).toBe(entityName);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('email, password and uuid checks', () => {
  it('validates email by format and length 320', () => {
    expect(validateEmail('ada@example.com').valid).toBe(true);
    expect(validateEmail('ada@example').errors[0]?.code).toBe('INVALID_EMAIL');
    expect(validateEmail('a b@example.com').valid).toBe(false);
    expect(validateEmail(42).valid).toBe(false);
    const long = `${'a'.repeat(309)}@example.com`;
    expect(long.length).toBe(321);
    expect(validateEmail(long).errors[0]?.code).toBe('EMAIL_TOO_LONG');
    expect(validateEmail(long.slice(1)).valid).toBe(true);
  });

  it('caps passwords at 320 characters', () => {
    expect(validatePassword('x'.repeat(320)).valid).toBe(true);
    expect(validatePassword('x'.repeat(321)).errors[0]?.message).toBe(ERRORS.PASSWORD_TOO_LONG);
  });

  it('property: emails of local@domain.tld up to 320 characters pass', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(validateEmail(email).valid).toBe(email.length <= 320);
      }),
      { numRuns: 1000 },
    );
  });

  it('recognises UUIDs', () => {
    expect(isUuid(REF_ID)).toBe(true);
    expect(isUuid(REF_ID.toUpperCase())).toBe(true);
    expect(isUuid('3f2504e0-4f89-11d3-9a0c')).toBe(false);
    fc.assert(
      fc.property(fc.uuid(), (id) => isUuid(id)),
      { numRuns: 1000 },
    );
  });
});
